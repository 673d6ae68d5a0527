// The site's security headers, computed from the built HTML: for each page a
// Content-Security-Policy whose script-src allows that page's inline scripts by hash (never
// 'unsafe-inline'), a small baseline policy on every answer, plus the usual companions. Each page
// has its own inline data script, so one site-wide list would be every page's hashes, sent with
// every file, scripts and images included. Written to dist/_headers (Netlify, Cloudflare Pages) by
// scripts/build/postbuild.ts and read back from there by scripts/serve/serve.ts, so `npm start`, the browser
// tests and a deploy send the same headers.
import { createHash } from 'node:crypto';

/** One rule of a _headers file: a path pattern and the headers it gives. */
export type HeaderRule = { path: string; headers: Record<string, string> };

/** Where the built site's Supabase client connects (mirrors src/lib/supabase/backend.ts). */
export const DEFAULT_SUPABASE_URL = 'http://127.0.0.1:54321';

/**
 * Bodies of the inline <script> elements (those without src) of one HTML document. JSON-LD
 * blocks are data the browser never runs, so CSP does not govern them and they need no hash.
 */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\bsrc\s*=/i.test(match[1]!) && !/\btype\s*=\s*["']?application\/ld\+json/i.test(match[1]!))
      bodies.push(match[2]!);
  }
  return bodies;
}

/** CSP source expression for one inline script: 'sha256-<base64>' of its exact text. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The origin of the Supabase URL a build talks to, for connect-src. */
export function supabaseOrigin(url: string | undefined): string {
  return new URL(url || DEFAULT_SUPABASE_URL).origin;
}

/**
 * VLibras, the government's Libras widget (src/features/accessibility/vlibras.ts): fetched only
 * when a visitor asks for it, then it loads its styles, images, its WebAssembly avatar and frames
 * from vlibras.gov.br and asks its translation services on subdomains of it.
 */
export const VLIBRAS_ORIGIN = 'https://vlibras.gov.br';
const VLIBRAS_SERVICES = 'https://*.vlibras.gov.br';

/** The Content-Security-Policy for pages whose inline scripts have these hashes. */
export function contentSecurityPolicy({ hashes, supabaseUrl }: { hashes: string[]; supabaseUrl?: string }): string {
  const scripts = [...new Set(hashes)].sort();
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets VLibras compile its WebAssembly avatar; it allows no JavaScript eval.
    `script-src 'self' ${VLIBRAS_ORIGIN} 'wasm-unsafe-eval' ${scripts.join(' ')}`.trim(),
    // Mantine writes style attributes and <style> elements at run time.
    `style-src 'self' 'unsafe-inline' ${VLIBRAS_ORIGIN}`,
    // News posts written in /cms show images by their https address; an image runs no code.
    `img-src 'self' data: blob: https: ${VLIBRAS_ORIGIN}`,
    `font-src 'self' data: ${VLIBRAS_ORIGIN}`,
    `connect-src 'self' ${supabaseOrigin(supabaseUrl)} ${VLIBRAS_ORIGIN} ${VLIBRAS_SERVICES}`,
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    `frame-src ${VLIBRAS_ORIGIN}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The policy every answer carries, pages and assets alike. A browser enforces every policy it
 * receives, so this tightens nothing a page's own policy allows (a page's policy has all three).
 */
export const BASELINE_CSP = "object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/** Headers every response of the site carries. HSTS only where the host serves HTTPS. */
export function securityHeaders({ https = true }: { https?: boolean } = {}): Record<string, string> {
  return {
    'Content-Security-Policy': BASELINE_CSP,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** How the news feed is served: generic XML would leave feed readers and browsers to guess. */
export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

/**
 * dist/_headers in the Netlify / Cloudflare Pages format: a path pattern, then indented headers.
 * pages: [{ path, csp }], one rule each (an exact path, or a `/section/*` pattern); feeds: the
 * paths of the Atom feeds.
 */
export function headersFile({
  pages,
  feeds = [],
}: {
  pages: { path: string; csp: string }[];
  feeds?: string[];
}): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    '# Written by scripts/build/postbuild.ts from the built HTML; do not edit by hand.',
    // No Cache-Control under /*: hosts join the values of every matching rule, and the hosts'
    // own default for HTML already revalidates.
    block('/*', securityHeaders()),
    block('/assets/*', { 'Cache-Control': IMMUTABLE }),
    ...pages.map(({ path, csp }) => block(path, { 'Content-Security-Policy': csp })),
    ...feeds.map((path) => block(path, { 'Content-Type': ATOM_TYPE })),
  ].join('\n')}\n`;
}

/** Whether a _headers path pattern (exact, or ending in `/*`) matches a request path. */
export function ruleMatches(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith('/*')) return pattern === pathname;
  const prefix = pattern.slice(0, -1);
  return pathname.startsWith(prefix);
}

/**
 * The headers the rules give one request path, as the hosts apply them: every matching rule in
 * file order, values of a header named twice joined by a comma (two policies, both enforced).
 */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => ruleMatches(candidate.path, pathname))) {
    for (const [name, value] of Object.entries(rule.headers))
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/** Reads a _headers file back into [{ path, headers }] rules, in file order. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}
