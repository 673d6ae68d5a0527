// Small HTTP helpers shared by the auth and rest handlers of the local stand-in.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from './limits.ts';

/** What a handler answers; the server writes it (plus CORS headers) in one place. */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Ctx {
  method: string;
  url: URL;
  /** Path after /auth/v1 or /rest/v1, e.g. "/token" or "/blog_posts". */
  path: string;
  headers: IncomingMessage['headers'];
  /** Raw body text ('' when none); handlers parse it so each area can shape its own 400. */
  rawBody: string;
  ip: string;
  /** The project key the gateway accepted: the header's, or the anon key from the URL. */
  apikey?: string;
}

export class BodyTooLargeError extends Error {}

export function header(ctx: Pick<Ctx, 'headers'>, name: string): string | undefined {
  const value = ctx.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function bearer(ctx: Pick<Ctx, 'headers'>): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header(ctx, 'authorization') ?? '');
  return match?.[1];
}

/** Reads the body, refusing more than MAX_BODY_BYTES without buffering the excess. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      req.resume();
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => (tooLarge ? reject(new BodyTooLargeError()) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

export type JsonResult = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found in one pass over the text
 * (brackets inside strings do not count), so the too-deep value is never built.
 */
export function jsonTooDeep(raw: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw.charCodeAt(i);
    if (inString) {
      // A backslash escapes the character after it.
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/** Parses a request body; '' is no body. Nesting past MAX_JSON_DEPTH is refused like broken JSON. */
export function parseJson(raw: string): JsonResult {
  if (raw.trim() === '') return { ok: true, value: undefined };
  if (jsonTooDeep(raw, MAX_JSON_DEPTH)) return { ok: false, message: 'exceeded max depth' };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/**
 * Whether a Content-Type header names JSON (`application/json`, any parameters). A browser sends
 * a form or text/plain body to another site without asking first; JSON needs a CORS preflight.
 */
export function isJsonContentType(value: string | undefined): boolean {
  const type = value?.split(';', 1)[0]?.trim().toLowerCase();
  return type === 'application/json';
}

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** The browser must be able to read these, or supabase-js falls back to legacy error codes. */
const EXPOSED =
  'Content-Range, Content-Location, Location, Preference-Applied, X-Supabase-Api-Version, x-sb-error-code, Retry-After';

/** CORS for the local dev and preview servers only; other origins get no CORS headers. */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !LOCAL_ORIGIN.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED,
    Vary: 'Origin',
  };
}

export function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const base = corsHeaders(req);
  if (!base['Access-Control-Allow-Origin']) return {};
  return {
    ...base,
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      req.headers['access-control-request-headers'] ??
      'authorization, apikey, content-type, x-client-info, x-supabase-api-version, accept-profile, content-profile, prefer, range',
    'Access-Control-Max-Age': '86400',
  };
}

export function send(res: ServerResponse, reply: Reply, extra: Record<string, string>): void {
  const headers: Record<string, string> = { ...extra, ...reply.headers };
  let payload: string | undefined;
  if (reply.body !== undefined && reply.status !== 204) {
    payload = JSON.stringify(reply.body);
    headers['Content-Type'] ??= 'application/json; charset=utf-8';
    headers['Content-Length'] = String(Buffer.byteLength(payload));
  }
  res.writeHead(reply.status, headers);
  res.end(payload);
}
