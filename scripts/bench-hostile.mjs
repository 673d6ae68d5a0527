// `npm run bench:hostile`: how long /auth/v1/health waits while expensive `ilike` reads run on
// 50,000 rows (BENCH_ROWS), first with 14 KB patterns (refused by the stand-in's limits), then
// with the longest pattern the limits accept (BENCH_PATTERN, default 1024 characters). Runs on
// PGlite, or on the PostgreSQL in DATABASE_URL when set. Figures, never a test.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../supabase/local/keys.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const ACCEPTED_PATTERN = Number(process.env.BENCH_PATTERN ?? 1024);
const HOSTILE_PATTERN = 14 * 1024;

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const backend = spawn('npx', ['tsx', 'supabase/local/start.ts'], {
  env: { ...process.env, PORT_SUPABASE: String(port), LOCAL_DATA_DIR: 'memory', LOCAL_AUTH_RATE_LIMIT: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
await new Promise((resolve, reject) => {
  let output = '';
  backend.stdout.on('data', (chunk) => {
    output += chunk;
    if (output.includes('Local backend ready')) resolve();
  });
  backend.once('exit', (code) => reject(new Error(`backend exited with ${code}`)));
});

const url = `http://127.0.0.1:${port}`;

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
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(rows),
    });
    if (res.status !== 201) throw new Error(`seeding answered ${res.status}: ${await res.text()}`);
  }
}

/** A pattern that never matches and makes Postgres try every position: `*a*a*…` of `length`. */
const pattern = (length) => '*a'.repeat(Math.floor(length / 2)).padEnd(length, '*');

/** Times `request` every 50 ms until `running()` says stop; a reset connection counts as a wait too. */
async function probe(request, running) {
  const waits = [];
  let resets = 0;
  while (running()) {
    const start = performance.now();
    // A server stalled past its keep-alive timeout resets the connection.
    await request().then(
      (res) => res.arrayBuffer(),
      () => resets++,
    );
    waits.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  waits.sort((a, b) => a - b);
  const at = (q) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))].toFixed(0);
  return `median ${at(0.5)} ms, max ${at(1)} ms (${waits.length} probes${resets ? `, ${resets} reset` : ''})`;
}

/**
 * Runs CONCURRENCY reads with one pattern while probing /health (no database) and a one-row
 * read (which queues behind the slow ones wherever the database is busy).
 */
async function scenario(label, length) {
  let running = true;
  const health = probe(
    () => fetch(`${url}/auth/v1/health`),
    () => running,
  );
  const read = probe(
    () => fetch(`${url}/rest/v1/egressos?select=nome&limit=1`, { headers: { apikey: LOCAL_ANON_KEY } }),
    () => running,
  );
  const start = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: CONCURRENCY }, () =>
      fetch(`${url}/rest/v1/egressos?select=id&titulo_trabalho=ilike.${pattern(length)}`, {
        headers: { apikey: LOCAL_ANON_KEY },
      }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        () => 'connection reset',
      ),
    ),
  );
  const seconds = (performance.now() - start) / 1000;
  running = false;
  console.log(
    `${label}: ${CONCURRENCY} × ilike of ${length} characters answered ${[...new Set(statuses)].join(', ')} in ${seconds.toFixed(1)} s`,
  );
  console.log(`  /health meanwhile: ${await health}`);
  console.log(`  a one-row read meanwhile: ${await read}`);
}

try {
  const seedStart = performance.now();
  await seed();
  console.log(
    `${ROWS} rows on ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  await scenario('hostile', HOSTILE_PATTERN);
  await scenario('largest accepted', ACCEPTED_PATTERN);
} finally {
  // Waits for the backend to go, so its last lines never meet a closed pipe.
  const gone = new Promise((resolve) => backend.once('exit', resolve));
  process.kill(-backend.pid, 'SIGTERM');
  await gone;
}
