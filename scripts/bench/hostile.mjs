// `npm run bench:hostile`: how long the rest waits while expensive `ilike` reads run on 50,000
// rows (BENCH_ROWS): /auth/v1/health, a one-row read by id and a password sign-in, each probed
// over and over while BENCH_CONCURRENCY clients (4) loop the read for BENCH_SECONDS (10) each,
// first with 14 KB patterns (refused by the stand-in's limits), then with the longest pattern the
// limits accept (BENCH_PATTERN, default 1024 characters); the same probes with no load come first
// for comparison. Runs on PGlite, on the PostgreSQL in DATABASE_URL when set, or on a throwaway
// PostgreSQL server with `-- --postgres`. Figures, never a test.
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { startPostgres } from '../tooling/postgres.mjs';
import { startBenchBackend } from './harness.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ACCEPTED_PATTERN = Number(process.env.BENCH_PATTERN ?? 1024);
const HOSTILE_PATTERN = 14 * 1024;
const ADMIN = { email: 'bench@ppg-go.local', password: 'Bench!2345' };

const postgres = process.argv.includes('--postgres') ? await startPostgres() : undefined;
const databaseUrl = postgres?.url ?? process.env.DATABASE_URL;

const backend = await startBenchBackend({
  LOCAL_ADMIN_EMAIL: ADMIN.email,
  LOCAL_ADMIN_PASSWORD: ADMIN.password,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const { url } = backend;
const service = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

/** Alumni rows with a 250-character title, inserted as the service role in 1 MB-safe chunks. */
async function seed() {
  const chunk = 1000;
  for (let start = 0; start < ROWS; start += chunk) {
    const rows = Array.from({ length: Math.min(chunk, ROWS - start) }, (_, i) => ({
      nome: `Egresso ${start + i}`,
      nivel: 'Mestrado',
      titulo_trabalho: `Trabalho ${start + i} `.padEnd(250, 'abcdefghij'),
      ano_conclusao: 2000 + ((start + i) % 25),
    }));
    const res = await fetch(`${url}/rest/v1/egressos`, {
      method: 'POST',
      headers: { ...service, 'Content-Type': 'application/json' },
      body: JSON.stringify(rows),
    });
    if (res.status !== 201) throw new Error(`seeding answered ${res.status}: ${await res.text()}`);
  }
}

/** A pattern that never matches and makes Postgres try every position: `*a*a*…` of `length`. */
const pattern = (length) => '*a'.repeat(Math.floor(length / 2)).padEnd(length, '*');

/**
 * Times `request` every 50 ms until `running()` says stop. A reset connection or an unexpected
 * answer counts as a wait too, and is reported.
 */
async function probe(request, running) {
  const waits = [];
  let failures = 0;
  while (running()) {
    const start = performance.now();
    // A server stalled past its keep-alive timeout resets the connection.
    await request().then(
      (ok) => ok || failures++,
      () => failures++,
    );
    waits.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  waits.sort((a, b) => a - b);
  const at = (q) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))].toFixed(0);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (${waits.length} probes${failures ? `, ${failures} failed` : ''})`;
}

const healthy = () => fetch(`${url}/auth/v1/health`).then(async (res) => (await res.arrayBuffer(), res.status === 200));

/** A row in the middle of the table, read by its id as the site's pages do. */
let oneRow;
const readOne = () =>
  fetch(`${url}/rest/v1/egressos?select=id,nome&id=eq.${oneRow}`, { headers: { apikey: LOCAL_ANON_KEY } }).then(
    async (res) => res.status === 200 && (await res.json()).length === 1,
  );

const signIn = () =>
  fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  }).then(async (res) => (await res.arrayBuffer(), res.status === 200));

/**
 * CONCURRENCY clients loop reads with a pattern of `length` characters (none when null) for
 * `seconds`, while /health, the one-row read and a sign-in are probed.
 */
async function scenario(label, length, seconds) {
  let running = true;
  const keepGoing = () => running;
  const probes = [probe(healthy, keepGoing), probe(readOne, keepGoing), probe(signIn, keepGoing)];
  const statuses = new Map();
  const times = [];
  const stopAt = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: length === null ? 0 : CONCURRENCY }, async () => {
      while (performance.now() < stopAt) {
        const start = performance.now();
        const status = await fetch(`${url}/rest/v1/egressos?select=id&titulo_trabalho=ilike.${pattern(length)}`, {
          headers: { apikey: LOCAL_ANON_KEY },
        }).then(
          // An error is told by its code too: 400 57014 is a statement cut off at its timeout.
          async (res) => (res.ok ? (await res.arrayBuffer(), res.status) : `${res.status} ${(await res.json()).code}`),
          () => 'connection reset',
        );
        times.push(performance.now() - start);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  if (length === null) await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  running = false;
  const [health, read, signin] = await Promise.all(probes);
  if (length === null) console.log(`${label}, ${seconds} s:`);
  else {
    times.sort((a, b) => a - b);
    const answered = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
    console.log(
      `${label}: ${CONCURRENCY} clients looping ilike of ${length} characters for ${seconds} s: ${answered}, median ${times[Math.floor(times.length / 2)].toFixed(0)} ms each`,
    );
  }
  console.log(`  /health:         ${health}`);
  console.log(`  one-row read:    ${read}`);
  console.log(`  sign-in:         ${signin}`);
}

try {
  const seedStart = performance.now();
  await seed();
  console.log(
    `${ROWS} rows on ${databaseUrl ? `PostgreSQL (${postgres ? 'throwaway server' : 'DATABASE_URL'})` : 'PGlite'} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const found = await fetch(`${url}/rest/v1/egressos?select=id&nome=eq.Egresso ${Math.floor(ROWS / 2)}`, {
    headers: service,
  }).then((res) => res.json());
  oneRow = found[0].id;
  await scenario('no load', null, 3);
  await scenario('hostile', HOSTILE_PATTERN, 3);
  await scenario('largest accepted', ACCEPTED_PATTERN, SECONDS);
} finally {
  await backend.stop();
  await postgres?.stop();
}
