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
// Each route's line also gives the largest task after the first contentful paint (the budget is
// for those), how many passed 50 ms, the largest layout and the page's style and layout work in
// all; `--runs 5` loads each route five times and ends with the medians of those figures.
// `--save-traces folder` keeps each run's trace for Chromium's performance panel.
//
// `--no-sampling` loads the pages without the sampling profiler, and so names no package or file,
// only each task's kinds: task lengths as Lighthouse records them. The profiler changes some: with
// it, evaluating the entry's modules measured as pieces of 13 to 43 ms at 4x, without it as one task
// of 60 to 90 ms. Neither is a visitor's browser: any trace (and Playwright) attaches the inspector,
// and V8 then parses code again to collect its source positions (49 ms of those 60 to 90); npm run
// bench:frames measures without one.
// Each route's line also counts the tasks after paint that are mostly the page's scripts (module
// evaluation, timers, event handlers, callbacks) rather than the browser's own parsing and layout.
//
// Source files are named through source maps (scripts/bench/source-maps.ts): the script builds the
// client once more with `--sourcemap` into a temporary folder (the hashed names match dist/, the
// maps do not ship) and serves dist/ with those maps beside it.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, serveBuilds } from './harness.ts';
import { buildWithSourceMaps, originAt, readSourceMap } from './source-maps.ts';

function parseArgs(argv) {
  const options = { cpu: 4, over: 30, within: undefined, runs: 1, saveTraces: undefined, sampling: true, routes: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--cpu') options.cpu = Number(argv[++i]);
    else if (argv[i] === '--over') options.over = Number(argv[++i]);
    else if (argv[i] === '--within') options.within = argv[++i];
    else if (argv[i] === '--runs') options.runs = Number(argv[++i]);
    else if (argv[i] === '--save-traces') options.saveTraces = argv[++i];
    else if (argv[i] === '--no-sampling') options.sampling = false;
    else if (argv[i].startsWith('/')) options.routes.push(argv[i]);
    else
      throw new Error(
        `unknown argument ${argv[i]} (usage: npm run profile -- [--cpu 4] [--over 30] [--within package] [--runs 1] [--save-traces folder] [--no-sampling] [/route …])`,
      );
  }
  if (options.routes.length === 0) options.routes = ['/', '/orientadores', '/candidatos/faq'];
  return options;
}

const { cpu, over, within, runs, saveTraces, sampling, routes } = parseArgs(process.argv.slice(2));
if (!existsSync('dist/index.html')) throw new Error('no build in dist/: run npm run build first');

const work = mkdtempSync(join(tmpdir(), 'profile-tasks-'));
const site = join(work, 'site');
const maps = join(work, 'maps');
cpSync('dist', site, { recursive: true });
// One build holds every language's modules (scripts/build/language-graphs.ts), so one build's maps.
if (sampling) {
  buildWithSourceMaps(maps);
  for (const file of readdirSync(join(maps, 'assets')).filter((name) => name.endsWith('.map')))
    cpSync(join(maps, 'assets', file), join(site, 'assets', file), { force: false });
}

const sourceMaps = new Map();
/** Per route, one summary a run: the largest task after first paint, and the page's layout work. */
const summaries = new Map();
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
/** Trace events in which the page's scripts run, as opposed to the browser's own work. */
const SCRIPT_KINDS = new Set([
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
]);
/** The time (µs) a task spent running scripts: its outermost script events, added up. */
function scriptTime(onMain, task) {
  const end = task.ts + task.dur;
  let total = 0;
  let reached = task.ts;
  for (const event of onMain) {
    if (event.ts < reached || event.ts >= end || !SCRIPT_KINDS.has(event.name)) continue;
    total += event.dur;
    reached = event.ts + event.dur;
  }
  return total;
}
const port = Number(process.env.PROFILE_PORT ?? 4596);
const server = await serveBuilds([site], port);
const browser = await launchChromium([]);
try {
  for (const route of Array.from({ length: runs }, () => routes).flat()) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Tracing.start', {
      // blink.user_timing and loading: the navigation's start and its first contentful paint.
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        ...(sampling ? ['disabled-by-default-v8.cpu_profiler'] : []),
        'blink.user_timing',
        'loading',
      ].join(','),
      transferMode: 'ReturnAsStream',
    });
    await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'load' });
    // Polled through the protocol rather than page.waitForFunction, whose first call installs
    // Playwright's injected script: a 40-70 ms task of the harness's own at 4x CPU.
    await cdp.send('Runtime.evaluate', {
      expression:
        'new Promise((done) => { const check = () => document.documentElement.dataset.hydrated === "true" ? done(true) : setTimeout(check, 100); check(); })',
      awaitPromise: true,
      timeout: 60_000,
    });
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
    // Each run's trace, to open in Chromium's performance panel.
    if (saveTraces) {
      mkdirSync(saveTraces, { recursive: true });
      writeFileSync(join(saveTraces, `${route.replaceAll('/', '_')}-${Date.now()}.json`), json);
    }
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
    // In time order, an event before those it holds.
    const onMain = events
      .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur / 1000 > over);
    // Times are printed from the navigation's start; tasks before the first contentful paint are
    // marked, since the budget is for what runs after it.
    const navigation = events.find(
      (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
    );
    const start = navigation?.ts ?? 0;
    const paint = events.find(
      (event) =>
        event.name === 'firstContentfulPaint' && event.args?.data?.navigationId === navigation?.args.data.navigationId,
    )?.ts;

    const after = onMain.filter((event) => event.name === 'RunTask' && paint && event.ts >= paint);
    const layouts = onMain.filter((event) => ['Layout', 'UpdateLayoutTree'].includes(event.name) && event.ts >= start);
    const scriptTasks = after.filter((task) => scriptTime(onMain, task) > task.dur / 2);
    const summary = {
      'largest task after paint': Math.max(0, ...after.map((event) => event.dur / 1000)),
      'tasks over 50 ms after paint': after.filter((event) => event.dur / 1000 > 50).length,
      'largest script task after paint': Math.max(0, ...scriptTasks.map((event) => event.dur / 1000)),
      'script tasks over 50 ms after paint': scriptTasks.filter((event) => event.dur / 1000 > 50).length,
      'largest layout': Math.max(
        0,
        ...layouts.filter((event) => event.name === 'Layout').map((event) => event.dur / 1000),
      ),
      'style and layout in all': layouts.reduce((sum, event) => sum + event.dur, 0) / 1000,
    };
    summaries.set(route, [...(summaries.get(route) ?? []), summary]);

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

    console.log(
      `${route}: ${tasks.length} task(s) over ${over} ms at ${cpu}x CPU; first contentful paint at ${paint ? Math.round((paint - start) / 1000) : '?'} ms; ${Object.entries(
        summary,
      )
        .map(([name, value]) => `${name} ${Math.round(value)}`)
        .join(', ')}`,
    );
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
      const when = `at ${navigation ? Math.round((task.ts - start) / 1000) : '?'}${paint && task.ts < paint ? ', before paint' : ''}`;
      console.log(
        `  ${Math.round(task.dur / 1000)} ms (${when}) [${kinds.join(', ')}]${share.length ? `: ${share.join(' | ')}` : ''}`,
      );
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
  if (runs > 1) {
    console.log(`\nmedians of ${runs} runs at ${cpu}x CPU (ms; tasks are counts):`);
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    for (const [route, list] of summaries)
      console.log(
        `  ${route}: ${Object.keys(list[0])
          .map((name) => `${name} ${Math.round(median(list.map((summary) => summary[name])))}`)
          .join(', ')}`,
      );
  }
} finally {
  await browser.close();
  server.close();
  rmSync(work, { recursive: true, force: true });
}
