// `npm run bench:hydration [-- --runs N] [-- --builds dirA,dirB] [-- --cpu N] [-- --network
// slow-4g|none] [-- /route …]`: how long a page
// takes to become usable on a cheap phone on a slow network. Lighthouse's simulated throttling
// (`npm run bench`) times paint and main-thread work but not when the page has hydrated, which
// depends on how its JavaScript downloads (requests started late, round trips). Here Debian's
// Chromium throttles for real, as DevTools does: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
// up, CPU 4x slower. It loads each route N times (default 5) and prints the median time from
// navigation to first paint and to `data-hydrated`, set once React has hydrated the page's content
// (src/lib/page-hydration.ts). Figures from before that marker moved there timed the frame alone,
// earlier, and do not compare.
// Also printed: the blocking time after first paint, Lighthouse's TBT measured for real. For each
// long task the browser reports (the Long Tasks API: any main-thread task over 50 ms, the
// browser's own layout included) from first paint until 2 s after hydration, its time past 50 ms.
// Lighthouse's simulation multiplies tasks observed at full speed, React's 5 ms slices included;
// here the CPU is slowed down for real, so they stay 5 ms, as on a phone. `--cpu 10` is about a
// low-tier phone on this machine (npm run bench prints the slowdown for yours); `--network none`
// leaves the network alone, so the figures are the CPU's.
// With several builds (copies of dist/), runs alternate between them, so each sees the same load
// on this shared machine. Figures, never a test.
import { existsSync } from 'node:fs';
import { launchChromium, serveBuilds, SLOW_4G as NETWORK } from './harness.ts';
import { parseBenchArgs } from './args.ts';
import { median } from './median.ts';
import { printTable } from './table.ts';

const DEFAULT_ROUTES = ['/', '/orientadores', '/linhas-pesquisa', '/noticias/simposio-medicina-fetal-2026'];
/** How long after hydration long tasks still count (effects, idle work such as the carousel's start). */
const SETTLE_MS = 2000;
const NETWORKS = { 'slow-4g': NETWORK, none: null };

function parseArgs(argv) {
  const options = parseBenchArgs(argv, {
    usage: 'usage: npm run bench:hydration -- [--runs N] [--builds a,b] [--cpu N] [--network slow-4g|none] [/route …]',
    defaults: { runs: 5, builds: ['dist'], cpu: 4, network: 'slow-4g', routes: DEFAULT_ROUTES },
    extra: { '--network': (value, options) => (options.network = value) },
  });
  if (!(options.network in NETWORKS)) throw new Error('--network takes slow-4g or none');
  for (const build of options.builds) {
    if (!existsSync(`${build}/index.html`)) throw new Error(`no build in ${build}/: run npm run build first`);
  }
  return options;
}

const { runs, builds, cpu, network, routes } = parseArgs(process.argv.slice(2));
const site = await serveBuilds(builds, Number(process.env.BENCH_PORT ?? 4597));
const browser = await launchChromium();

/** One cold load (a fresh context: empty cache) of a route, throttled. */
async function measure(port, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (NETWORKS[network]) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORKS[network]);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // Before the page's own scripts: every long task from the start.
    await page.addInitScript(() => {
      const tasks = [];
      window.__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 60_000,
      polling: 20,
    });
    const hydrated = await page.evaluate(() => performance.now());
    await page.waitForTimeout(SETTLE_MS);
    return page.evaluate(
      ({ hydrated, settle }) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        const counted = window.__longTasks.filter((task) => task.start >= paint && task.start <= hydrated + settle);
        return {
          paint,
          hydrated,
          blocking: counted.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
          longest: Math.max(0, ...counted.map((task) => task.duration)),
        };
      },
      { hydrated, settle: SETTLE_MS },
    );
  } finally {
    await context.close();
  }
}

const samples = new Map();
try {
  for (let run = 0; run < runs; run++) {
    for (const route of routes) {
      for (const { root, port } of site.builds) {
        const key = `${route}\t${root}`;
        if (!samples.has(key)) samples.set(key, []);
        samples.get(key).push(await measure(port, route));
      }
    }
  }
} finally {
  await browser.close();
  site.close();
}

const networkLabel = NETWORKS[network] ? `${NETWORK.latency} ms round trip, 1.6 Mbit/s` : 'network not throttled';
console.log(`Chromium, ${networkLabel}, CPU ${cpu}x slower; median of ${runs} cold load(s)`);
const rows = [...samples].map(([key, values]) => {
  const ms = (field) => `${Math.round(median(values.map((value) => value[field])))} ms`;
  return [...key.split('\t'), ms('paint'), ms('hydrated'), ms('blocking'), ms('longest')];
});
printTable(['route', 'build', 'first paint', 'hydrated', 'blocking', 'longest task'], rows);
console.log(
  `blocking: time past 50 ms of each long task from first paint to ${SETTLE_MS / 1000} s after hydration (TBT, for real); longest task: in that window`,
);
