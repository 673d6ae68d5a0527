// Types of security-headers.mjs for the TypeScript tests that import it.
export function inlineScripts(html: string): string[];
export const BASELINE_CSP: string;
export type HeaderRule = { path: string; headers: Record<string, string> };
export const ATOM_TYPE: string;
export function headersFile(options: { pages: { path: string; csp: string }[]; feeds?: string[] }): string;
export function parseHeadersFile(text: string): HeaderRule[];
export function ruleMatches(pattern: string, pathname: string): boolean;
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
export const VLIBRAS_ORIGIN: string;
export function contentSecurityPolicy(options: { hashes: string[]; supabaseUrl?: string }): string;
