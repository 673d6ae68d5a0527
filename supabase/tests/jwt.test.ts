// HS256 signing and verification of the stand-in (jose), including PostgREST's 30 s clock skew.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from '../local/jwt.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-chars';
const NOW = 1_800_000_000;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with a valid HS256 signature over whatever header and payload are given. */
const signedRaw = (header: unknown, payload: unknown) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
};

describe('verifyJwt', () => {
  it('accepts what signJwt produced', async () => {
    const token = await signJwt({ sub: 'u1', role: 'authenticated', iat: NOW, exp: NOW + 3600 }, SECRET);
    expect(await verifyJwt(token, SECRET, NOW)).toEqual({
      ok: true,
      claims: { sub: 'u1', role: 'authenticated', iat: NOW, exp: NOW + 3600 },
    });
  });

  it.each([
    ['another secret', () => signJwt({ role: 'service_role' }, 'another-secret-that-is-32-characters!')],
    [
      'a payload swapped under the same signature',
      async () => {
        const [h, , s] = (await signJwt({ role: 'anon' }, SECRET)).split('.');
        return `${h}.${b64({ role: 'service_role' })}.${s}`;
      },
    ],
  ])('rejects %s', async (_label, make) => {
    expect(await verifyJwt(await make(), SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it.each([
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role' })}.`],
    ['two parts', 'abc.def'],
    ['garbage', 'not.a.jwt'],
    ['an array payload', signedRaw({ alg: 'HS256', typ: 'JWT' }, [1])],
  ])('rejects %s as malformed', async (_label, token) => {
    expect(await verifyJwt(token, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it.each([
    [{ exp: NOW - 31 }, { ok: false, reason: 'expired' }],
    [{ exp: NOW - 29 }, { ok: true }],
    [{ iat: NOW + 31 }, { ok: false, reason: 'future' }],
    [{ nbf: NOW + 31 }, { ok: false, reason: 'notYetValid' }],
    [{ nbf: NOW + 29 }, { ok: true }],
    [
      { nbf: NOW + 3600, exp: NOW + 7200 },
      { ok: false, reason: 'notYetValid' },
    ],
    [{ iat: NOW + 29 }, { ok: true }],
  ])('time claims %j with 30 s of skew → %j', async (claims, expected) => {
    expect(await verifyJwt(await signJwt(claims, SECRET), SECRET, NOW)).toMatchObject(expected);
  });

  it('reports a token that is not valid yet as such, not as expired', async () => {
    const early = await signJwt({ role: 'authenticated', nbf: NOW + 600, exp: NOW + 3600 }, SECRET);
    const result = await verifyJwt(early, SECRET, NOW);
    expect(result).toEqual({ ok: false, reason: 'notYetValid' });
  });
});
