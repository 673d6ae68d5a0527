// `npm run profile -- [--cpu 4] [--over 30] [--within package] [/route …]`: what the long
// main-thread tasks of a page load spend their time on, to find what to change so that no task
// exceeds 50 ms at the benchmark's 4x CPU slowdown (the site's limit, so a cheap phone answers
// input while a page loads). Loads each route of the production build in Debian's Chromium with
// the CPU slowed down, records a trace with the sampling profiler, and for every task longer than
// --over ms prints its kind (module evaluation, a timer, React's scheduler, layout) and the time
// spent in each package or source file. Figures, never a test: the machine is noisy, so run it
// several times and compare before/after in the same sitting. `npm run bench` stays the measure
// of record; this tells what its longest task is made of.
//
// `--within i18next` also lists, under each task, the functions of that package (or src/ file) it
// spent the most time in, by the names the built code keeps (methods keep theirs; minified
// functions show a short name).
//
// Source files are named through source maps (scripts/bench/source-maps.ts): the script builds the
// client once more with `--sourcemap` into a temporary folder (the hashed names match dist/, the
// maps do not ship) and serves dist/ with those maps beside it.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, serveBuilds } from './harness.ts';
import { buildWithSourceMaps, originAt, readSourceMap } from './source-maps.ts';

function parseArgs(argv) {
  const options = { cpu: 4, over: 30, within: undefined, routes: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--cpu') options.cpu = Number(argv[++i]);
    else if (argv[i] === '--over') options.over = Number(argv[++i]);
    else if (argv[i] === '--within') options.within = argv[++i];
    else if (argv[i].startsWith('/')) options.routes.push(argv[i]);
    else
      throw new Error(
        `unknown argument ${argv[i]} (usage: npm run profile -- [--cpu 4] [--over 30] [--within package] [/route …])`,
      );
  }
  if (options.routes.length === 0) options.routes = ['/', '/orientadores', '/candidatos/faq'];
  return options;
}

const { cpu, over, within, routes } = parseArgs(process.argv.slice(2));
if (!existsSync('dist/index.html')) throw new Error('no build in dist/: run npm run build first');

const work = mkdtempSync(join(tmpdir(), 'profile-tasks-'));
const site = join(work, 'site');
const maps = join(work, 'maps');
// One build holds every language's modules (scripts/build/language-graphs.ts), so one build's maps.
buildWithSourceMaps(maps);
cpSync('dist', site, { recursive: true });
for (const file of readdirSync(join(maps, 'assets')).filter((name) => name.endsWith('.map')))
  cpSync(join(maps, 'assets', file), join(site, 'assets', file), { force: false });

const sourceMaps = new Map();
/** A package name (node_modules) or a file under src/ for a profiled call frame. */
function origin({ url, lineNumber, columnNumber, functionName }) {
  if (!url) return `(${functionName || 'browser'})`;
  const file = url.split('/').pop();
  if (!sourceMaps.has(file)) sourceMaps.set(file, readSourceMap(join(site, 'assets', `${file}.map`)));
  const map = sourceMaps.get(file);
  return map ? originAt(map, lineNumber, columnNumber) : file || '(inline script)';
}

const KINDS = [
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EvaluateScript',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
];
const port = Number(process.env.PROFILE_PORT ?? 4596);
const server = await serveBuilds([site], port);
const browser = await launchChromium([]);
try {
  for (const route of routes) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-v8.cpu_profiler',
      transferMode: 'ReturnAsStream',
    });
    await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 });
    // Effects and idle work after hydration (the carousel starting, passive effects).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    const { stream } = await complete;
    let json = '';
    for (let eof = false; !eof;) {
      const chunk = await cdp.send('IO.read', { handle: stream });
      json += chunk.data;
      eof = chunk.eof;
    }
    await page.close();

    const parsed = JSON.parse(json);
    const events = parsed.traceEvents ?? parsed;
    // The page's main thread: the renderer main thread that ran the most tasks.
    const busy = new Map();
    for (const event of events)
      if (event.name === 'RunTask' && event.dur) {
        const key = `${event.pid}:${event.tid}`;
        busy.set(key, (busy.get(key) ?? 0) + event.dur);
      }
    const main = events
      .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
      .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
    const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
    const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur / 1000 > over);

    const nodes = new Map();
    const samples = [];
    const profile = events.find((event) => event.name === 'Profile' && event.pid === main.pid);
    let time = profile?.args?.data?.startTime ?? 0;
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid && e.id === profile?.id)) {
      const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
      for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
      (cpuProfile.samples ?? []).forEach((id, index) => {
        time += timeDeltas[index] ?? 0;
        samples.push([time, id]);
      });
    }

    console.log(`${route}: ${tasks.length} task(s) over ${over} ms at ${cpu}x CPU`);
    for (const task of tasks) {
      const end = task.ts + task.dur;
      const kinds = onMain
        .filter((event) => KINDS.includes(event.name) && event.ts >= task.ts && event.ts + event.dur <= end)
        .filter((event) => event.dur > 2000)
        .slice(0, 3)
        .map((event) => `${event.name} ${Math.round(event.dur / 1000)}`);
      const inside = samples.filter(([at]) => at >= task.ts && at <= end);
      const spent = new Map();
      for (const [, id] of inside) {
        const key = origin(nodes.get(id)?.callFrame ?? {});
        spent.set(key, (spent.get(key) ?? 0) + 1);
      }
      const share = [...spent]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([key, count]) => `${key} ${Math.round(((count / (inside.length || 1)) * task.dur) / 1000)}`);
      console.log(`  ${Math.round(task.dur / 1000)} ms [${kinds.join(', ')}]: ${share.join(' | ')}`);
      if (!within) continue;
      const functions = new Map();
      for (const [, id] of inside) {
        const frame = nodes.get(id)?.callFrame ?? {};
        if (origin(frame) !== within) continue;
        const file = frame.url?.split('/').pop() ?? '';
        const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}:${frame.columnNumber}`;
        functions.set(name, (functions.get(name) ?? 0) + 1);
      }
      const top = [...functions]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([name, count]) => `${name} ${(((count / (inside.length || 1)) * task.dur) / 1000).toFixed(1)}`);
      if (top.length > 0) console.log(`      ${within}: ${top.join(' | ')}`);
    }
  }
} finally {
  await browser.close();
  server.close();
  rmSync(work, { recursive: true, force: true });
}
