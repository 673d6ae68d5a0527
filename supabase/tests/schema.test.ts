// The migrated schema checked against the Supabase database linter's rules (supabase/splinter's
// security and performance lints, re-expressed here as plain catalog queries), and the hand-kept
// generated types checked against the real columns.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, prepareDatabase, SUPABASE_DIR, type Db } from '../local/db.ts';
import { verifyJwt } from '../local/jwt.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../local/keys.ts';
import { DATABASE_LABEL, freshDatabaseUrl } from './support.ts';

let db: Db;
const rows = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows;

beforeAll(async () => {
  const databaseUrl = await freshDatabaseUrl('schema');
  db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: 'memory' });
  await prepareDatabase(db);
});
afterAll(async () => {
  await db?.close();
});

/** Our own tables: everything the migrations create in the exposed schema. */
const PUBLIC_TABLES = `select c.oid, c.relname, c.relrowsecurity from pg_class c
  join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`;

describe(`database linter rules on ${DATABASE_LABEL}`, () => {
  it('0013/0007: every public table has row-level security on', async () => {
    const tables = await rows(PUBLIC_TABLES);
    expect(tables.map((t) => t.relname).sort()).toEqual([
      'blog_posts',
      'egressos',
      'producao_cientifica',
      'reserved_slugs',
      'user_roles',
    ]);
    expect(tables.filter((t) => !t.relrowsecurity)).toEqual([]);
  });

  it('0003: policies call auth functions and current_setting only through (select …)', async () => {
    const policies =
      await rows(`select tablename, policyname, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
      from pg_policies where schemaname = 'public'`);
    expect(policies.length).toBeGreaterThan(0);
    const bare = policies.filter(({ expr }) => {
      const text = String(expr);
      return ['auth.uid()', 'auth.jwt()', 'auth.role()', 'auth.email()', 'current_setting('].some(
        (call) => text.includes(call) && !text.toLowerCase().includes(`select ${call}`),
      );
    });
    expect(bare).toEqual([]);
  });

  it('0006: at most one permissive policy per table, role and action', async () => {
    const duplicates = await rows(`
      select c.relname, r.rolname, a.cmd, count(*)::int as n
      from pg_policy p
      join pg_class c on c.oid = p.polrelid
      join pg_namespace ns on ns.oid = c.relnamespace and ns.nspname = 'public'
      join pg_roles r on p.polroles @> array[r.oid] or p.polroles = array[0::oid]
      cross join lateral unnest(case p.polcmd when 'r' then array['SELECT'] when 'a' then array['INSERT']
        when 'w' then array['UPDATE'] when 'd' then array['DELETE']
        else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) as a(cmd)
      where p.polpermissive and not r.rolbypassrls and r.rolname not like 'pg\\_%'
      group by 1, 2, 3 having count(*) > 1`);
    expect(duplicates).toEqual([]);
  });

  it('every policy names its roles (no implicit PUBLIC)', async () => {
    expect(
      await rows(`select tablename, policyname from pg_policies where schemaname = 'public' and 'public' = any(roles)`),
    ).toEqual([]);
  });

  it('0011: every function of ours pins its search_path', async () => {
    const mutable = await rows(`select n.nspname, p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) cfg where cfg like 'search_path=%')`);
    expect(mutable).toEqual([]);
  });

  it('0028/0029: no SECURITY DEFINER function in the exposed schema; has_role lives in private', async () => {
    expect(
      await rows(`select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosecdef`),
    ).toEqual([]);
    const [hasRole] = await rows(`select p.prosecdef, has_function_privilege('anon', p.oid, 'EXECUTE') as anon_exec
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'private' and p.proname = 'has_role'`);
    expect(hasRole).toEqual({ prosecdef: true, anon_exec: false });
  });

  it('0024: no write policy is always true', async () => {
    const loose = await rows(`select tablename, policyname, cmd from pg_policies where schemaname = 'public'
      and cmd <> 'SELECT' and (
        regexp_replace(lower(coalesce(qual, '')), '\\s', '', 'g') in ('true', '(true)', '1=1', '(1=1)')
        or regexp_replace(lower(coalesce(with_check, '')), '\\s', '', 'g') in ('true', '(true)', '1=1', '(1=1)')
        or (cmd = 'INSERT' and with_check is null))`);
    expect(loose).toEqual([]);
  });

  it('least privilege: anon may only select, and only from the three public-content tables', async () => {
    const grants = await rows(`select table_name, privilege_type from information_schema.role_table_grants
      where grantee = 'anon' and table_schema = 'public' order by 1, 2`);
    expect(grants).toEqual([
      { table_name: 'blog_posts', privilege_type: 'SELECT' },
      { table_name: 'egressos', privilege_type: 'SELECT' },
      { table_name: 'producao_cientifica', privilege_type: 'SELECT' },
    ]);
  });
});

describe('src/lib/supabase/database.types.ts', () => {
  it('lists exactly the real columns of each table, with their nullability', async () => {
    const source = await readFile(`${SUPABASE_DIR}../src/lib/supabase/database.types.ts`, 'utf8');
    const typed: Record<string, string[]> = {};
    for (const m of source.matchAll(/^ {6}(\w+): \{\n {8}Row: \{\n([\s\S]*?)\n {8}\}/gm)) {
      typed[m[1]!] = m[2]!
        .split('\n')
        .map((line) => {
          const [, name = '', type = ''] = /^\s*(\w+): (.*)$/.exec(line) ?? [];
          return `${name}${type.endsWith('| null') ? '?' : ''}`;
        })
        .sort();
    }
    const real: Record<string, string[]> = {};
    for (const { table_name: t, column_name: c, is_nullable: nullable } of await rows(
      `select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'`,
    )) {
      (real[String(t)] ??= []).push(`${String(c)}${nullable === 'YES' ? '?' : ''}`);
    }
    for (const list of Object.values(real)) list.sort();
    expect(typed).toEqual(real);
  });
});

describe('local keys', () => {
  it('are signed with the local secret and carry the CLI-style claims', async () => {
    expect(LOCAL_JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    for (const [key, role] of [
      [LOCAL_ANON_KEY, 'anon'],
      [LOCAL_SERVICE_ROLE_KEY, 'service_role'],
    ] as const) {
      const result = await verifyJwt(key, LOCAL_JWT_SECRET);
      expect(result.ok && result.claims).toMatchObject({ iss: 'supabase-demo', role });
    }
  });
});
