// Auth half of the contract suite: every call goes through the real supabase-js client.
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { beforeAll, expect, it } from 'vitest';
import { signJwt } from '../local/jwt.ts';
import { client, decodeClaims, sleep, STRONG_PASSWORD, uniqueEmail, type Target } from './support.ts';

export function authContract(target: () => Target): void {
  let email = '';
  let t: Target;

  beforeAll(async () => {
    t = target();
    email = uniqueEmail('auth');
    const { error } = await client(t.url, t.anonKey).auth.signUp({ email, password: STRONG_PASSWORD });
    expect(error).toBeNull();
  });

  const signIn = async () => {
    const c = client(t.url, t.anonKey);
    const { data, error } = await c.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(error).toBeNull();
    return { c, session: data.session! };
  };

  it('sign-up returns a session for a new address, with GoTrue-shaped claims', async () => {
    const fresh = uniqueEmail('signup');
    const { data, error } = await client(t.url, t.anonKey).auth.signUp({ email: fresh, password: STRONG_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(fresh);
    expect(data.session?.refresh_token).toBeTruthy();
    const claims = decodeClaims(data.session!.access_token);
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: fresh,
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.sub).toBe(data.user?.id);
    expect(typeof claims.session_id).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  it('sign-up with an existing address fails with user_already_exists', async () => {
    const { data, error } = await client(t.url, t.anonKey).auth.signUp({ email, password: STRONG_PASSWORD });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });

  it('sign-up with a weak password fails with weak_password and its reasons', async () => {
    const { error } = await client(t.url, t.anonKey).auth.signUp({ email: uniqueEmail('weak'), password: 'abc' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((error as AuthWeakPasswordError).reasons).toEqual(expect.arrayContaining(['length']));
  });

  it('signs in with the right password', async () => {
    const { session } = await signIn();
    expect(session.user.email).toBe(email);
    expect(session.token_type).toBe('bearer');
  });

  it.each([
    ['a wrong password', () => ({ email, password: 'Errada#Senha1' })],
    ['an unknown email', () => ({ email: uniqueEmail('nobody'), password: STRONG_PASSWORD })],
  ])('refuses %s with invalid_credentials', async (_label, credentials) => {
    const { data, error } = await client(t.url, t.anonKey).auth.signInWithPassword(credentials());
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('getUser accepts a valid token and rejects a tampered one', async () => {
    const { c, session } = await signIn();
    const ok = await c.auth.getUser(session.access_token);
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe(email);
    const [h, , s] = session.access_token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...decodeClaims(session.access_token), role: 'service_role' }),
    ).toString('base64url');
    const bad = await c.auth.getUser(`${h}.${forged}.${s}`);
    expect(bad.data.user).toBeNull();
    expect(bad.error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('getUser rejects an expired token', async (ctx) => {
    if (!t.jwtSecret) return ctx.skip();
    const { c, session } = await signIn();
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = await signJwt({ ...decodeClaims(session.access_token), iat: past, exp: past + 3600 }, t.jwtSecret);
    const { error } = await c.auth.getUser(expired);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('refresh rotates the token; reuse within the interval is tolerated, later refused', async () => {
    const { c, session } = await signIn();
    const first = await c.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    expect(first.data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(first.data.session?.access_token).toBeTruthy();
    // Two tabs refreshing at once: the old token still answers inside the reuse interval.
    const again = await client(t.url, t.anonKey).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).toBeNull();
    await sleep(t.reuseWaitMs);
    const late = await client(t.url, t.anonKey).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(late.data.session).toBeNull();
    expect(late.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  }, 30_000);

  it('refresh with an unknown token fails with refresh_token_not_found', async () => {
    const { error } = await client(t.url, t.anonKey).auth.refreshSession({ refresh_token: 'nao-existe-123' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('sign-out scope "others" ends the other sessions and keeps this one', async () => {
    const a = await signIn();
    const b = await signIn();
    expect((await b.c.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await b.c.auth.getUser(b.session.access_token)).error).toBeNull();
    expect((await a.c.auth.getUser(a.session.access_token)).error).not.toBeNull();
    expect((await a.c.auth.refreshSession({ refresh_token: a.session.refresh_token })).error).not.toBeNull();
  });

  it('sign-out scope "local" ends only this session', async () => {
    const a = await signIn();
    const b = await signIn();
    expect((await b.c.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await b.c.auth.getUser(b.session.access_token)).error).not.toBeNull();
    expect((await a.c.auth.getUser(a.session.access_token)).error).toBeNull();
  });

  it('sign-out scope "global" ends every session of the user', async () => {
    const a = await signIn();
    const b = await signIn();
    expect((await b.c.auth.signOut()).error).toBeNull();
    for (const s of [a, b]) {
      expect((await s.c.auth.getUser(s.session.access_token)).error).not.toBeNull();
      expect((await s.c.auth.refreshSession({ refresh_token: s.session.refresh_token })).error).not.toBeNull();
    }
  });
}
