// Row-level security matrix, straight on the database (PGlite, or PostgreSQL with DATABASE_URL): every table × read/insert/update/delete as anon,
// a signed-in user and an admin, each inside a rolled-back transaction that switches role and
// sets request.jwt.claims exactly as PostgREST does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, prepareDatabase, type Db } from '../local/db.ts';
import { DATABASE_LABEL, freshDatabaseUrl } from './support.ts';

type Who = 'anon' | 'user' | 'admin';
type Outcome = { rows: number } | { error: string };

let db: Db;
const ids: Record<'user' | 'admin', string> = { user: '', admin: '' };
const counts = { published: 0, visible: 0, all: 0, egressos: 0, producao: 0, roles: 0 };

class Rollback extends Error {}

/** Runs sql as `who` and always rolls back, so every cell of the matrix starts from the seed. */
async function as(who: Who, sql: string, params: unknown[] = []): Promise<Outcome> {
  let outcome: Outcome = { rows: 0 };
  try {
    await db.transaction(async (tx) => {
      const role = who === 'anon' ? 'anon' : 'authenticated';
      const claims = who === 'anon' ? { role } : { role, sub: ids[who], aud: 'authenticated' };
      await tx.query(`set local role ${role}`);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      try {
        outcome = { rows: (await tx.query(sql, params)).rows.length };
      } catch (error) {
        outcome = { error: (error as { code?: string }).code ?? String(error) };
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return outcome;
}

beforeAll(async () => {
  const databaseUrl = await freshDatabaseUrl('rls');
  db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: 'memory' });
  await prepareDatabase(db);
  for (const who of ['user', 'admin'] as const) {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password) values ($1, 'x') returning id`,
      [`${who}@rls.test`],
    );
    ids[who] = rows[0]!.id;
  }
  await db.query(`insert into public.user_roles (user_id, role) values ($1, 'user'), ($2, 'admin')`, [
    ids.user,
    ids.admin,
  ]);
  const n = async (sql: string) => Number((await db.query<{ n: number }>(sql)).rows[0]!.n);
  counts.published = await n(`select count(*)::int n from blog_posts where status = 'published'`);
  // Published and dated today or earlier, in São Paulo: what visitors read.
  counts.visible = await n(
    `select count(*)::int n from blog_posts
      where status = 'published' and published_on <= (now() at time zone 'America/Sao_Paulo')::date`,
  );
  counts.all = await n('select count(*)::int n from blog_posts');
  counts.egressos = await n('select count(*)::int n from egressos');
  counts.producao = await n('select count(*)::int n from producao_cientifica');
  counts.roles = await n('select count(*)::int n from user_roles');
});

afterAll(async () => {
  await db?.close();
});

describe(`seed on ${DATABASE_LABEL}`, () => {
  it('has a published post dated ahead, waiting for its day', () => {
    expect(counts.visible).toBeGreaterThan(0);
    expect(counts.published).toBeGreaterThan(counts.visible);
  });

  it('has published and draft posts, ≥6 alumni, ≥10 publications over every tipo', async () => {
    expect(counts.published).toBeGreaterThan(0);
    expect(counts.all).toBeGreaterThan(counts.published);
    expect(counts.egressos).toBeGreaterThanOrEqual(6);
    expect(counts.producao).toBeGreaterThanOrEqual(10);
    const tipos = await db.query<{ tipo: string }>('select distinct tipo from producao_cientifica');
    expect(tipos.rows.map((r) => r.tipo).sort()).toEqual([
      'Artigo',
      'Capítulo de livro',
      'Dissertação',
      'Livro',
      'Patente',
      'Tese',
    ]);
    const niveis = await db.query<{ nivel: string }>('select distinct nivel from egressos order by 1');
    expect(niveis.rows.map((r) => r.nivel)).toEqual(['Doutorado', 'Mestrado']);
  });
});

describe(`reads on ${DATABASE_LABEL}`, () => {
  it.each([
    ['anon', 'blog_posts', (): number => counts.visible],
    ['user', 'blog_posts', (): number => counts.visible],
    ['admin', 'blog_posts', (): number => counts.all],
    ['anon', 'egressos', (): number => counts.egressos],
    ['user', 'egressos', (): number => counts.egressos],
    ['admin', 'egressos', (): number => counts.egressos],
    ['anon', 'producao_cientifica', (): number => counts.producao],
    ['user', 'producao_cientifica', (): number => counts.producao],
    ['admin', 'producao_cientifica', (): number => counts.producao],
    ['user', 'user_roles', (): number => 1],
    ['admin', 'user_roles', (): number => counts.roles],
  ] as const)('%s reads %s', async (who, table, expected) => {
    expect(await as(who, `select * from public.${table}`)).toEqual({ rows: expected() });
  });

  it('anon cannot read user_roles at all', async () => {
    expect(await as('anon', 'select * from public.user_roles')).toEqual({ error: '42501' });
  });

  it('a user sees only their own role rows', async () => {
    expect(await as('user', 'select * from public.user_roles where user_id <> $1', [ids.user])).toEqual({ rows: 0 });
  });

  it('drafts stay invisible to anon and users even when asked for by status', async () => {
    for (const who of ['anon', 'user'] as const) {
      expect(await as(who, `select * from blog_posts where status = 'draft'`)).toEqual({ rows: 0 });
    }
  });

  it('a published post shows from its day on, counted in São Paulo', async () => {
    // Tomorrow and today in São Paulo, written by the admin inside the same rolled-back transaction.
    const visibleTo = async (who: Who, day: string) => {
      let rows = -1;
      try {
        await db.transaction(async (tx) => {
          await tx.query(
            `insert into blog_posts (title, slug, author, content, status, published_on)
              values ('T', 'agendada', 'A', 'C', 'published', (now() at time zone 'America/Sao_Paulo')::date + $1::int)`,
            [day === 'tomorrow' ? 1 : 0],
          );
          const role = who === 'anon' ? 'anon' : 'authenticated';
          await tx.query(`set local role ${role}`);
          await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify(who === 'anon' ? { role } : { role, sub: ids[who] }),
          ]);
          rows = (await tx.query(`select 1 from blog_posts where slug = 'agendada'`)).rows.length;
          throw new Rollback();
        });
      } catch (error) {
        if (!(error instanceof Rollback)) throw error;
      }
      return rows;
    };
    expect([
      await visibleTo('anon', 'tomorrow'),
      await visibleTo('user', 'tomorrow'),
      await visibleTo('admin', 'tomorrow'),
    ]).toEqual([0, 0, 1]);
    expect([
      await visibleTo('anon', 'today'),
      await visibleTo('user', 'today'),
      await visibleTo('admin', 'today'),
    ]).toEqual([1, 1, 1]);
  });
});

const inserts: Record<string, [string, () => unknown[]]> = {
  blog_posts: [
    `insert into blog_posts (title, slug, author, content, status) values ('T', 'novo-post', 'A', 'C', 'draft') returning id`,
    () => [],
  ],
  egressos: [
    `insert into egressos (nome, nivel, titulo_trabalho, ano_conclusao) values ('N', 'Mestrado', 'T', 2024) returning id`,
    () => [],
  ],
  producao_cientifica: [
    `insert into producao_cientifica (titulo, tipo, ano, autores) values ('T', 'Artigo', 2024, '{A}') returning id`,
    () => [],
  ],
  // The dangerous one: a user granting themselves admin.
  user_roles: [`insert into user_roles (user_id, role) values ($1, 'admin') returning id`, () => [ids.user]],
};
const updates: Record<string, string> = {
  blog_posts: `update blog_posts set title = title || '!' returning id`,
  egressos: `update egressos set nome = nome || '!' returning id`,
  producao_cientifica: `update producao_cientifica set titulo = titulo || '!' returning id`,
  user_roles: `update user_roles set role = 'admin' returning id`,
};
const tables = Object.keys(inserts);

describe.each(tables)('writes on %s', (table) => {
  it('anon has no write privilege', async () => {
    const [sql, params] = inserts[table]!;
    expect(await as('anon', sql, params())).toEqual({ error: '42501' });
    expect(await as('anon', updates[table]!)).toEqual({ error: '42501' });
    expect(await as('anon', `delete from ${table} returning id`)).toEqual({ error: '42501' });
  });

  it('a signed-in non-admin is refused inserts and changes nothing', async () => {
    const [sql, params] = inserts[table]!;
    expect(await as('user', sql, params())).toEqual({ error: '42501' });
    expect(await as('user', updates[table]!)).toEqual({ rows: 0 });
    expect(await as('user', `delete from ${table} returning id`)).toEqual({ rows: 0 });
  });

  it('an admin inserts, updates and deletes', async () => {
    const [sql, params] = inserts[table]!;
    expect(await as('admin', sql, params())).toEqual({ rows: 1 });
    // For user_roles, setting every row to 'admin' would collide with unique(user_id, role).
    const updated = await as('admin', updates[table]!.replace("set role = 'admin'", 'set role = role'));
    expect(updated).toMatchObject({ rows: expect.any(Number) });
    expect((updated as { rows: number }).rows).toBeGreaterThan(0);
    const deleted = await as('admin', `delete from ${table} returning id`);
    expect((deleted as { rows: number }).rows).toBeGreaterThan(0);
  });
});

describe(`constraints on ${DATABASE_LABEL}`, () => {
  it.each([
    [`insert into blog_posts (title, slug, author) values ('  ', 'x', 'A')`, '23514'],
    [`insert into blog_posts (title, slug, author, status) values ('T', 'y', 'A', 'archived')`, '23514'],
    [`insert into egressos (nome, nivel, titulo_trabalho, ano_conclusao) values ('N', 'Mestrado', 'T', 1899)`, '23514'],
    [`insert into producao_cientifica (titulo, tipo, ano) values ('T', 'Blog', 2020)`, '23514'],
    [`insert into blog_posts (title, slug, author, content) values ('T', 'aula-inaugural-2026', 'A', 'C')`, '23505'],
  ])('%s fails with %s', async (sql, code) => {
    expect(await as('admin', sql)).toEqual({ error: code });
  });
});

describe(`who changed a row, and when, on ${DATABASE_LABEL}`, () => {
  it.each([
    [
      'blog_posts',
      `insert into blog_posts (title, slug, author, content, created_at, updated_at, updated_by)
        values ('T', 'carimbo', 'A', 'C', '2020-01-01', '2000-01-01', null) returning *`,
      `update blog_posts set title = 'U', created_at = '1999-01-01', updated_by = null where slug = 'carimbo' returning *`,
    ],
    [
      'egressos',
      `insert into egressos (nome, nivel, titulo_trabalho, ano_conclusao, created_at, updated_at)
        values ('Carimbo', 'Mestrado', 'T', 2024, '2020-01-01', '2000-01-01') returning *`,
      `update egressos set nome = 'U', created_at = '1999-01-01', updated_by = null where nome = 'Carimbo' returning *`,
    ],
    [
      'producao_cientifica',
      `insert into producao_cientifica (titulo, tipo, ano, autores, created_at, updated_at)
        values ('Carimbo', 'Livro', 2024, '{A}', '2020-01-01', '2000-01-01') returning *`,
      `update producao_cientifica set titulo = 'U', created_at = '1999-01-01', updated_by = null where titulo = 'Carimbo' returning *`,
    ],
  ])('%s: the admin who wrote it and now, whatever the request said', async (_table, insert, update) => {
    type Stamp = { created_at: Date; updated_at: Date; updated_by: string | null };
    const stamps: Stamp[] = [];
    try {
      await db.transaction(async (tx) => {
        await tx.query(`set local role authenticated`);
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ role: 'authenticated', sub: ids.admin }),
        ]);
        stamps.push((await tx.query<Stamp>(insert)).rows[0]!);
        stamps.push((await tx.query<Stamp>(update)).rows[0]!);
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
    const [inserted, updated] = stamps;
    // An insert may date itself (the seed does); the change stamp is always the database's.
    expect(new Date(inserted!.created_at).toISOString()).toBe('2020-01-01T00:00:00.000Z');
    expect(new Date(inserted!.updated_at).getUTCFullYear()).toBeGreaterThan(2000);
    expect(inserted!.updated_by).toBe(ids.admin);
    // An update never moves created_at and always names who made it.
    expect(new Date(updated!.created_at).toISOString()).toBe('2020-01-01T00:00:00.000Z');
    expect(updated!.updated_by).toBe(ids.admin);
  });

  it('a duplicate slug is refused on update too (23505)', async () => {
    expect(
      await as('admin', `update blog_posts set slug = 'aula-inaugural-2026' where slug = 'resultado-bolsas-2026'`),
    ).toEqual({ error: '23505' });
  });
});
