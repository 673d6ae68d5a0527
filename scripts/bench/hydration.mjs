// `npm run bench:hydration [-- --runs N] [-- --builds dirA,dirB] [-- /route …]`: how long a page
// takes to become usable on a cheap phone on a slow network. Lighthouse's simulated throttling
// (`npm run bench`) times paint and main-thread work but not when the page has hydrated, which
// depends on how its JavaScript downloads (requests started late, round trips). Here Debian's
// Chromium throttles for real, as DevTools does: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
// up, CPU 4x slower. It loads each route N times (default 5) and prints the median time from
// navigation to first paint and to `data-hydrated`, set once React has hydrated the page's content
// (src/lib/page-hydration.ts). Figures from before that marker moved there timed the frame alone,
// earlier, and do not compare.
// With several builds (copies of dist/), runs alternate between them, so each sees the same load
// on this shared machine. Figures, never a test.
import { existsSync } from 'node:fs';
import { launchChromium, serveBuilds, SLOW_4G as NETWORK } from './harness.ts';
import { median } from './median.ts';

const DEFAULT_ROUTES = ['/', '/orientadores', '/linhas-pesquisa', '/noticias/simposio-medicina-fetal-2026'];
const CPU_SLOWDOWN = 4;

function parseArgs(argv) {
  const options = { runs: 5, builds: ['dist'], routes: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') options.runs = Number(argv[++i]);
    else if (argv[i] === '--builds') options.builds = argv[++i].split(',');
    else if (argv[i].startsWith('/')) options.routes.push(argv[i]);
    else
      throw new Error(
        `unknown argument ${argv[i]} (usage: npm run bench:hydration -- [--runs N] [--builds a,b] [/route …])`,
      );
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  for (const build of options.builds) {
    if (!existsSync(`${build}/index.html`)) throw new Error(`no build in ${build}/: run npm run build first`);
  }
  if (options.routes.length === 0) options.routes = DEFAULT_ROUTES;
  return options;
}

const { runs, builds, routes } = parseArgs(process.argv.slice(2));
const site = await serveBuilds(builds, Number(process.env.BENCH_PORT ?? 4597));
const browser = await launchChromium();

/** One cold load (a fresh context: empty cache) of a route, throttled. */
async function measure(port, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 60_000,
      polling: 20,
    });
    return page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      hydrated: performance.now(),
    }));
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

console.log(
  `Chromium, ${NETWORK.latency} ms round trip, 1.6 Mbit/s, CPU ${CPU_SLOWDOWN}x slower; median of ${runs} cold load(s)`,
);
const rows = [...samples].map(([key, values]) => {
  const ms = (field) => `${Math.round(median(values.map((value) => value[field])))} ms`;
  return [...key.split('\t'), ms('paint'), ms('hydrated')];
});
// Each column as wide as its longest cell, so long routes and build paths stay aligned.
const widths = [0, 1, 2].map(
  (column) => 2 + Math.max(...[['route', 'build', 'first paint'], ...rows].map((row) => row[column].length)),
);
const line = (row) => row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]) : cell)).join('');
console.log(line(['route', 'build', 'first paint', 'hydrated']));
for (const row of rows) console.log(line(row));
