// Contract tests: the local stand-in (and, when SUPABASE_TEST_* is set, a real Supabase project)
// driven through the real @supabase/supabase-js, so the site's calls are proven against both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '../local/keys.ts';
import { grantAdmin, GrantAdminError } from '../local/grant-admin.ts';
import { startLocalBackend, type LocalBackend } from '../local/server.ts';
import { authContract } from './auth-contract.ts';
import { restContract } from './rest-contract.ts';
import {
  client,
  DATABASE_LABEL,
  freshDatabaseUrl,
  realTarget,
  STRONG_PASSWORD,
  uniqueEmail,
  type Target,
} from './support.ts';

describe(`local stand-in on ${DATABASE_LABEL}`, () => {
  let backend: LocalBackend;
  let target: Target;
  beforeAll(async () => {
    // A 1 s reuse interval keeps the refresh-reuse test fast; the real project keeps 10 s.
    const databaseUrl = await freshDatabaseUrl('contract');
    backend = await startLocalBackend({
      port: 0,
      dataDir: 'memory',
      databaseUrl,
      bcryptCost: 4,
      reuseIntervalSeconds: 1,
      rateLimit: 1000,
    });
    target = {
      url: backend.url,
      anonKey: backend.anonKey,
      serviceRoleKey: backend.serviceRoleKey,
      jwtSecret: LOCAL_JWT_SECRET,
      reuseWaitMs: 1_200,
      real: false,
    };
  });
  afterAll(async () => {
    await backend?.close();
  });

  describe('auth', () => authContract(() => target));
  describe('rest', () => restContract(() => target));

  it('the start-up admin signs in and holds the admin role', async () => {
    const c = client(backend.url, backend.anonKey);
    const { data, error } = await c.auth.signInWithPassword({
      email: backend.adminEmail,
      password: backend.adminPassword,
    });
    expect(error).toBeNull();
    const role = await c.from('user_roles').select('role').eq('user_id', data.user!.id).eq('role', 'admin').single();
    expect(role.data?.role).toBe('admin');
  });

  it('grant-admin promotes an existing account and explains an unknown one', async () => {
    const email = uniqueEmail('grant');
    const c = client(backend.url, backend.anonKey);
    const { data } = await c.auth.signUp({ email, password: STRONG_PASSWORD });
    expect(await grantAdmin(email, backend.url, backend.serviceRoleKey)).toBe('granted');
    expect(await grantAdmin(email.toUpperCase(), backend.url, backend.serviceRoleKey)).toBe('already-admin');
    await expect(grantAdmin(uniqueEmail('ghost'), backend.url, backend.serviceRoleKey)).rejects.toThrow(
      GrantAdminError,
    );
    await expect(grantAdmin(email, backend.url, backend.anonKey)).rejects.toThrow(/service role key was refused/);
    const role = await c.from('user_roles').select('role').eq('user_id', data.user!.id).single();
    expect(role.data?.role).toBe('admin');
  });

  it('rate-limits password sign-ins per address with 429 over_request_rate_limit', async () => {
    const limited = await startLocalBackend({ port: 0, dataDir: 'memory', bcryptCost: 4, rateLimit: 3 });
    try {
      const c = client(limited.url, limited.anonKey);
      const attempt = () => c.auth.signInWithPassword({ email: limited.adminEmail, password: 'Errada#Senha1' });
      for (let i = 0; i < 3; i++)
        expect((await attempt()).error).toMatchObject({ status: 400, code: 'invalid_credentials' });
      expect((await attempt()).error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
      // Even the right password waits for the window to pass.
      const right = await c.auth.signInWithPassword({ email: limited.adminEmail, password: limited.adminPassword });
      expect(right.error).toMatchObject({ status: 429 });
    } finally {
      await limited.close();
    }
  });
});

if (!realTarget) console.log('Contract tests against a real project skipped: SUPABASE_TEST_URL not set');

describe.skipIf(!realTarget)(
  realTarget ? `real project ${realTarget.url}` : 'real project (skipped: SUPABASE_TEST_URL not set)',
  () => {
    describe('auth', () => authContract(() => realTarget!));
    describe('rest', () => restContract(() => realTarget!));
  },
);
