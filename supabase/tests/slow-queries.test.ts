// A slow read holds up nothing else: while one runs, reads of one row and sign-ins keep being
// answered (on PGlite, reads that may scan run on a read copy: supabase/local/pglite-thread.ts),
// and every read still sees every write answered before it was sent. A statement over its
// budget is cut off with PostgREST's error. Order and counts only, never timings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIKE_PATTERN_CHARS } from '../local/limits.ts';
import { startLocalBackend, type LocalBackend } from '../local/server.ts';
import { DATABASE_LABEL, freshDatabaseUrl } from './support.ts';

let b: LocalBackend;
/** The same, with a statement timeout every slow statement here outlives. */
let timed: LocalBackend;
const JSON_HEADERS = { 'Content-Type': 'application/json' };
const anon = () => ({ apikey: b.anonKey });
const service = () => ({ apikey: b.serviceRoleKey, Authorization: `Bearer ${b.serviceRoleKey}` });

/** A backend on a fresh database holding 50,000 alumni with 250-character titles. */
async function backendWithRows(name: string, statementTimeoutMs: number): Promise<LocalBackend> {
  const backend = await startLocalBackend({
    port: 0,
    dataDir: 'memory',
    databaseUrl: await freshDatabaseUrl(name),
    bcryptCost: 4,
    rateLimit: 0,
    statementTimeoutMs,
  });
  await backend.db.query(
    `insert into public.egressos (nome, nivel, titulo_trabalho, ano_conclusao)
     select 'Egresso ' || i, 'Mestrado', rpad('Trabalho ' || i, 250, 'bcdefghij'), 2020
     from generate_series(1, 50000) as i`,
  );
  return backend;
}

beforeAll(async () => {
  // A budget no read here reaches: the slow read must run to its end.
  b = await backendWithRows('slow_queries', 600_000);
  timed = await backendWithRows('slow_queries_timeout', 5);
});
afterAll(async () => {
  await b?.close();
  await timed?.close();
});

/** The longest accepted pattern that never matches: Postgres tries it at every position of every row. */
const slowPattern = '*a'.repeat(MAX_LIKE_PATTERN_CHARS / 2);

/** The names of the rows called `nome` (a column without a unique index: a read that scans). */
const namesCalled = async (nome: string) => {
  const res = await fetch(`${b.url}/rest/v1/egressos?select=nome,area_atuacao&nome=eq.${encodeURIComponent(nome)}`, {
    headers: anon(),
  });
  expect(res.status).toBe(200);
  return res.json();
};

describe(`a slow read on ${DATABASE_LABEL}`, () => {
  it('holds up neither reads of one row nor sign-ins sent while it runs', async () => {
    const [{ id }] = (await b.db.query<{ id: string }>(`select id from public.egressos where nome = 'Egresso 25000'`))
      .rows as [{ id: string }];
    let slowDone = false;
    const slow = fetch(`${b.url}/rest/v1/egressos?select=id&titulo_trabalho=ilike.${slowPattern}`, {
      headers: anon(),
    }).then(async (res) => {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
      slowDone = true;
    });
    /** Repeats `request` until the slow read has answered; counts the answers that came before it. */
    const whileSlow = async (request: () => Promise<void>) => {
      let before = 0;
      while (!slowDone) {
        await request();
        if (!slowDone) before++;
      }
      return before;
    };
    const [reads, signIns] = await Promise.all([
      whileSlow(async () => {
        const res = await fetch(`${b.url}/rest/v1/egressos?select=nome&id=eq.${id}`, { headers: anon() });
        expect(await res.json()).toEqual([{ nome: 'Egresso 25000' }]);
      }),
      whileSlow(async () => {
        const res = await fetch(`${b.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { ...anon(), ...JSON_HEADERS },
          body: JSON.stringify({ email: b.adminEmail, password: b.adminPassword }),
        });
        expect(res.status).toBe(200);
      }),
      slow,
    ]);
    // Queued behind the slow read, the first of each would have answered after it.
    expect(reads).toBeGreaterThanOrEqual(3);
    expect(signIns).toBeGreaterThanOrEqual(3);
  });
});

describe(`reads that scan see every write answered before them, on ${DATABASE_LABEL}`, () => {
  it('an insert, an update and a delete through the API', async () => {
    const write = (method: string, query: string, body?: unknown) =>
      fetch(`${b.url}/rest/v1/egressos${query}`, {
        method,
        headers: { ...service(), ...JSON_HEADERS },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const row = { nome: 'Escrito agora', nivel: 'Doutorado', titulo_trabalho: 'Tese', ano_conclusao: 2024 };
    expect((await write('POST', '', row)).status).toBe(201);
    expect(await namesCalled('Escrito agora')).toEqual([{ nome: 'Escrito agora', area_atuacao: null }]);
    expect((await write('PATCH', '?nome=eq.Escrito%20agora', { area_atuacao: 'Ensino' })).status).toBe(204);
    expect(await namesCalled('Escrito agora')).toEqual([{ nome: 'Escrito agora', area_atuacao: 'Ensino' }]);
    expect((await write('DELETE', '?nome=eq.Escrito%20agora')).status).toBe(204);
    expect(await namesCalled('Escrito agora')).toEqual([]);
  });

  it('rows written through the database itself with its triggers off, then rows written after', async () => {
    await b.db.transaction(async (tx) => {
      await tx.exec('alter table public.egressos disable trigger user');
      await tx.query(`insert into public.egressos (nome, nivel, titulo_trabalho, ano_conclusao)
        values ('Sem gatilhos', 'Mestrado', 'Dissertação', 2021)`);
      await tx.exec('alter table public.egressos enable trigger user');
    });
    expect(await namesCalled('Sem gatilhos')).toEqual([{ nome: 'Sem gatilhos', area_atuacao: null }]);
    await b.db.query(`update public.egressos set area_atuacao = 'Pesquisa' where nome = 'Sem gatilhos'`);
    expect(await namesCalled('Sem gatilhos')).toEqual([{ nome: 'Sem gatilhos', area_atuacao: 'Pesquisa' }]);
  });
});

describe(`statement timeouts on ${DATABASE_LABEL}`, () => {
  const TIMEOUT = { code: '57014', message: 'canceling statement due to statement timeout', details: null, hint: null };

  it("a read over its budget is cut off with PostgREST's error, 400 57014", async () => {
    const res = await fetch(`${timed.url}/rest/v1/egressos?select=id&titulo_trabalho=ilike.${slowPattern}`, {
      headers: { apikey: timed.anonKey },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(TIMEOUT);
  });

  it('so is a write whose filter is over its budget, and the backend answers on', async () => {
    const res = await fetch(`${timed.url}/rest/v1/egressos?titulo_trabalho=ilike.${slowPattern}`, {
      method: 'PATCH',
      headers: {
        apikey: timed.serviceRoleKey,
        Authorization: `Bearer ${timed.serviceRoleKey}`,
        ...JSON_HEADERS,
      },
      body: JSON.stringify({ area_atuacao: 'Nunca' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(TIMEOUT);
    const [{ id }] = (await timed.db.query<{ id: string }>(`select id from public.egressos where nome = 'Egresso 1'`))
      .rows as [{ id: string }];
    const after = await fetch(`${timed.url}/rest/v1/egressos?select=nome,area_atuacao&id=eq.${id}`, {
      headers: { apikey: timed.anonKey },
    });
    expect(await after.json()).toEqual([{ nome: 'Egresso 1', area_atuacao: null }]);
  });
});
