// Fixed credentials of the local stand-in, shaped like the Supabase CLI's demo keys
// ({iss:'supabase-demo', role, exp}) but signed with this project's own secret: the CLI's
// well-known secret is shared by every `supabase start` on earth, ours unlocks only the stand-in
// on 127.0.0.1. They are public on purpose (README, start-up output); never configure a real
// project with this secret. Imports nothing, because the browser client imports this file.

export const LOCAL_API_URL = 'http://127.0.0.1:54321';

/**
 * The backend address the scripts use and build into the site: VITE_SUPABASE_URL when set,
 * else the local stand-in on PORT_SUPABASE (default 54321).
 */
export function backendUrlFromEnv(env: Record<string, string | undefined>): string {
  const explicit = env.VITE_SUPABASE_URL?.trim();
  if (explicit) return explicit.replace(/\/+$/, '');
  const port = env.PORT_SUPABASE?.trim();
  return port ? `http://127.0.0.1:${port}` : LOCAL_API_URL;
}

/** HS256 secret (≥ 32 characters, as PostgREST requires). Local stand-in only. */
export const LOCAL_JWT_SECRET = 'ppg-go-local-stand-in-secret-never-valid-elsewhere-2026';

/** {iss:'supabase-demo', role:'anon', exp:1983812996} signed with LOCAL_JWT_SECRET. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.XHxR4nMIZHQL9f-3tXyLV7aX0WyGRTXPiwrUts6pRX0';

/** {iss:'supabase-demo', role:'service_role', exp:1983812996}; bypasses RLS. Server-side only. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.zX2mmkvs2R-mZwnzvCuR2Du0CzG7IuswWKhrcOoEp2M';
