type Env = Record<string, string | undefined>;
export const backendUrl: (env: Env) => string;
export const BACKEND_SETTINGS: string[];
export function withLocalBackend(env: Env): Env & { VITE_SUPABASE_URL: string; VITE_SUPABASE_PUBLISHABLE_KEY: string };
export function missingBackendSettings(env: Env): string | null;
export function localBackendPort(env: Env): number;
export function ensurePortFree(port: number, variable: string, host?: string): Promise<void>;
