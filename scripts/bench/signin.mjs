// `npm run bench:signin`: password sign-ins per second against the local backend (bcrypt cost
// 10, like GoTrue) and how long /auth/v1/health waits meanwhile. Figures, never a test.
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
import { startBenchBackend } from './harness.ts';

const TOTAL = Number(process.env.BENCH_SIGNINS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

const backend = await startBenchBackend();
const { url } = backend;
const headers = { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' };
const signIn = () =>
  fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'admin@ppg-go.local', password: 'Admin!2345' }),
  }).then((res) => {
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    return res.arrayBuffer();
  });

try {
  await signIn(); // warm-up
  let next = 0;
  let running = true;
  const healthWaits = [];
  const probe = (async () => {
    while (running) {
      const start = performance.now();
      await fetch(`${url}/auth/v1/health`).then((res) => res.arrayBuffer());
      healthWaits.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TOTAL) {
        next++;
        await signIn();
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  running = false;
  await probe;
  healthWaits.sort((a, b) => a - b);
  const at = (q) => healthWaits[Math.min(healthWaits.length - 1, Math.floor(q * healthWaits.length))].toFixed(0);
  console.log(`${TOTAL} sign-ins, ${CONCURRENCY} at a time: ${(TOTAL / seconds).toFixed(1)} sign-ins/s`);
  console.log(`/health during the run: median ${at(0.5)} ms, max ${at(1)} ms (${healthWaits.length} probes)`);
} finally {
  await backend.stop();
}
