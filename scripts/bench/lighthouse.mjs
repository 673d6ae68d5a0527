// `npm run bench [-- --runs N] [-- --builds dirA,dirB] [-- /route …]`: Lighthouse (mobile,
// simulated throttling, Debian's Chromium) on the key routes of the production build, served as a
// static host would (the same server as `npm start`), N runs per route (default 3), one table of
// medians. With several builds (copies of dist/, e.g. a saved earlier build), each is served on
// its own port and the runs alternate between them (run by run, route by route, build by build),
// so each sees the same load on this shared machine; the table then gains a build column.
// Figures, never a test: the machine is shared and noisy, so compare before/after in the same
// sitting, which --builds does.
//
// --cpu N: Lighthouse's CPU slowdown (default 4, its own). Lighthouse picked 4 for a typical
// desktop; a faster machine at 4x is a faster phone than meant, and its blocking time reads 0 for
// sites whose tasks a real cheap phone would find long. The header prints Lighthouse's benchmark
// of this machine (BenchmarkIndex): Chrome's DevTools takes about 264 for a low-tier phone (a Moto
// G4 Power of 2022) and 1000 for a mid-tier one (a Pixel 5), so benchmark ÷ 264 slows this machine
// to a cheap phone's speed, roughly (the slowdown is not exactly proportional).
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveBuilds } from './harness.ts';
import { parseBenchArgs } from './args.ts';
import { median } from './median.ts';
import { withLocalBackend } from '../settings.ts';

const DEFAULT_ROUTES = [
  '/',
  '/orientadores',
  '/linhas-pesquisa',
  '/candidatos/faq',
  '/institucional/programa',
  '/busca?q=orientador',
  // One content news post (content/news/*.mdx).
  '/noticias/simposio-medicina-fetal-2026',
];

function parseArgs(argv) {
  return parseBenchArgs(argv, {
    usage: 'usage: npm run bench -- [--runs N] [--builds a,b] [--cpu N] [/route …]',
    // BENCH_ROOT, the older way to name one other build, still sets the default.
    defaults: { runs: 3, builds: [process.env.BENCH_ROOT ?? 'dist'], cpu: 4, routes: DEFAULT_ROUTES },
  });
}

/**
 * The figures the site's speed is judged by, from one Lighthouse result: score, paints, blocking
 * time, layout shift, the longest tasks, and the bytes of JavaScript and CSS.
 */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const resources = audit('resource-summary')?.details?.items ?? [];
  const transfer = (type) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const longTasks = audit('long-tasks')?.details?.items ?? [];
  // Tasks run by our scripts (evaluation, hydration), as opposed to the browser parsing the page.
  const scriptTasks = longTasks.filter((task) => /\.js($|\?)/.test(task.url ?? ''));
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    longestTask: longTasks.reduce((max, task) => Math.max(max, task.duration ?? 0), 0),
    longestScriptTask: scriptTasks.reduce((max, task) => Math.max(max, task.duration ?? 0), 0),
    js: transfer('script'),
    css: transfer('stylesheet'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const { runs, builds, cpu, routes } = parseArgs(process.argv.slice(2));
// dist/ is built when missing, as before; a saved copy cannot be, so its absence stops the run.
for (const root of builds) {
  if (existsSync(`${root}/index.html`)) continue;
  if (root !== 'dist') throw new Error(`no build in ${root}/`);
  console.log('no build in dist/: running npm run build');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: withLocalBackend(process.env) });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const site = await serveBuilds(builds, Number(process.env.BENCH_PORT ?? 4597));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/** One Lighthouse run; a run Lighthouse itself could not record (NO_NAVSTART and the like) is tried again. */
async function measure(port, route, attempts = 3) {
  const result = await lighthouse(`http://localhost:${port}${route}`, {
    port: chrome.port,
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    // Merged into Lighthouse's mobile throttling: only the CPU changes.
    throttling: { cpuSlowdownMultiplier: cpu },
    logLevel: 'error',
    output: 'json',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  if (!result.lhr.runtimeError) return result.lhr;
  if (attempts <= 1) throw new Error(`${route}: ${result.lhr.runtimeError.message}`);
  process.stderr.write(`${route}: ${result.lhr.runtimeError.code}, measuring again\n`);
  return measure(port, route, attempts - 1);
}

// Samples per route and build, in the order of the table. Runs alternate (for each run, each
// route, each build) rather than measuring a route's runs back to back, so a burst of load on the
// shared machine falls on every build alike.
const samples = new Map();
for (const route of routes) for (const { root } of site.builds) samples.set(`${route}\t${root}`, []);
try {
  for (let run = 0; run < runs; run++) {
    for (const route of routes) {
      for (const { root, port } of site.builds) {
        samples.get(`${route}\t${root}`).push(figures(await measure(port, route)));
        process.stderr.write(`measured ${route}${builds.length > 1 ? ` (${root})` : ''}, run ${run + 1}/${runs}\n`);
      }
    }
  }
} finally {
  await chrome.kill();
  site.close();
}
const rows = [...samples].map(([key, values]) => {
  const [route, build] = key.split('\t');
  const row = { route, build };
  for (const field of Object.keys(values[0])) row[field] = median(values.map((value) => value[field]));
  return row;
});

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const columns = [
  ['route', 40, (row) => row.route],
  // Only when builds are compared, as wide as the longest folder name.
  ...(builds.length > 1
    ? [['build', 2 + Math.max(5, ...builds.map((build) => build.length)), (row) => row.build]]
    : []),
  ['perf', 6, (row) => row.performance],
  ['FCP', 9, (row) => seconds(row.fcp)],
  ['LCP', 9, (row) => seconds(row.lcp)],
  ['TBT', 9, (row) => `${Math.round(row.tbt)} ms`],
  ['CLS', 7, (row) => row.cls.toFixed(3)],
  ['longest', 10, (row) => `${Math.round(row.longestTask)} ms`],
  ['longest JS', 12, (row) => `${Math.round(row.longestScriptTask)} ms`],
  ['JS', 10, (row) => kb(row.js)],
  ['CSS', 9, (row) => kb(row.css)],
];
const { version } = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8'));
const benchmark = median(rows.map((row) => row.benchmarkIndex));
console.log(
  `Lighthouse ${version}, mobile, simulated throttling (${cpu}× CPU), median of ${runs} run(s)${builds.length > 1 ? ' per build, alternating' : ''}; longest: any main-thread task, longest JS: one run by a script`,
);
console.log(
  `This machine's BenchmarkIndex: ${Math.round(benchmark)} (a low-tier phone ≈ 264: --cpu ${(benchmark / 264).toFixed(1)} to match one)`,
);
console.log(columns.map(([title, width]) => title.padEnd(width)).join(''));
for (const row of rows) console.log(columns.map(([, width, cell]) => String(cell(row)).padEnd(width)).join(''));
