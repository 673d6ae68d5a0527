// HS256 JSON Web Tokens with node:crypto only, shaped like GoTrue's access tokens.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type Claims = Record<string, unknown> & { exp?: number; iat?: number; nbf?: number };

export type VerifyResult =
  { ok: true; claims: Claims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'future' };

/** PostgREST tolerates this much clock skew on exp/iat/nbf. */
const SKEW_SECONDS = 30;

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

export function signJwt(claims: Claims, secret: string): string {
  const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${head}.${sign(head, secret)}`;
}

export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [h, p, s] = parts as [string, string, string];
  let header: unknown;
  let claims: unknown;
  try {
    header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isObject(header) || header.alg !== 'HS256' || !isObject(claims)) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(sign(`${h}.${p}`, secret));
  const given = Buffer.from(s);
  // Constant-time comparison so the signature cannot be probed byte by byte.
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'signature' };
  }
  const c = claims as Claims;
  if (typeof c.exp === 'number' && c.exp + SKEW_SECONDS < nowSeconds) return { ok: false, reason: 'expired' };
  if (typeof c.nbf === 'number' && c.nbf - SKEW_SECONDS > nowSeconds) return { ok: false, reason: 'future' };
  if (typeof c.iat === 'number' && c.iat - SKEW_SECONDS > nowSeconds) return { ok: false, reason: 'future' };
  return { ok: true, claims: c };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
