// HS256 JSON Web Tokens shaped like GoTrue's access tokens, signed and checked by `jose`.
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

export type Claims = Record<string, unknown> & { exp?: number; iat?: number; nbf?: number };

/** Why a token was refused: `notYetValid` is a future `nbf`, `future` a future `iat`. */
export type VerifyResult =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'notYetValid' | 'future' };

/** PostgREST tolerates this much clock skew on exp/iat/nbf. */
const SKEW_SECONDS = 30;

const key = (secret: string) => new TextEncoder().encode(secret);

export function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims as JWTPayload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key(secret));
}

export async function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      clockTolerance: SKEW_SECONDS,
      currentDate: new Date(nowSeconds * 1000),
    });
    // jose checks `iat` only against a maximum token age, which the stand-in's keys (no iat) lack.
    if (typeof payload.iat === 'number' && payload.iat - SKEW_SECONDS > nowSeconds)
      return { ok: false, reason: 'future' };
    return { ok: true, claims: payload as Claims };
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'signature' };
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf')
      return { ok: false, reason: 'notYetValid' };
    if (error instanceof errors.JOSEError) return { ok: false, reason: 'malformed' };
    throw error;
  }
}
