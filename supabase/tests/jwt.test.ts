// HS256 signing and verification of the stand-in, including PostgREST's 30 s clock skew.
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from '../local/jwt.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-chars';
const NOW = 1_800_000_000;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyJwt', () => {
  it('accepts what signJwt produced', () => {
    const token = signJwt({ sub: 'u1', role: 'authenticated', iat: NOW, exp: NOW + 3600 }, SECRET);
    expect(verifyJwt(token, SECRET, NOW)).toEqual({
      ok: true,
      claims: { sub: 'u1', role: 'authenticated', iat: NOW, exp: NOW + 3600 },
    });
  });

  it.each([
    ['another secret', () => signJwt({ role: 'service_role' }, 'another-secret-that-is-32-characters!')],
    [
      'a payload swapped under the same signature',
      () => {
        const [h, , s] = signJwt({ role: 'anon' }, SECRET).split('.');
        return `${h}.${b64({ role: 'service_role' })}.${s}`;
      },
    ],
  ])('rejects %s', (_label, make) => {
    expect(verifyJwt(make(), SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it.each([
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role' })}.`],
    ['two parts', 'abc.def'],
    ['garbage', 'not.a.jwt'],
    ['an array payload', `${b64({ alg: 'HS256' })}.${b64([1])}.x`],
  ])('rejects %s as malformed', (_label, token) => {
    expect(verifyJwt(token, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it.each([
    [{ exp: NOW - 31 }, { ok: false, reason: 'expired' }],
    [{ exp: NOW - 29 }, { ok: true }],
    [{ iat: NOW + 31 }, { ok: false, reason: 'future' }],
    [{ nbf: NOW + 31 }, { ok: false, reason: 'future' }],
    [{ iat: NOW + 29 }, { ok: true }],
  ])('time claims %j with 30 s of skew → %j', (claims, expected) => {
    expect(verifyJwt(signJwt(claims, SECRET), SECRET, NOW)).toMatchObject(expected);
  });
});
