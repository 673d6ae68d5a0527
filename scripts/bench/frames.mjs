// `npm run bench:frames [-- --runs N] [-- --builds dirA,dirB] [-- --cpu N] [-- /route …]`: the long
// frames a visitor's browser has while a page loads and hydrates, with the scripts in them, and
// nothing attached to the page that changes them.
//
// Every other harness here attaches Chromium's inspector to the page (Playwright enables its Runtime
// domain; Lighthouse and npm run profile record a trace). With an inspector attached, V8 needs the
// source positions of code it has already compiled, and collects them by parsing it again the first
// time a stack is captured: evaluating the entry's modules, whose top-level code is one function
// the size of its chunk, then took 60 to 90 ms at 4x CPU (49 ms of it collecting source positions,
// in a trace of V8's compile events) against no long frame at all without one. A visitor's browser
// has no inspector attached. So this harness drives Debian's Chromium over the DevTools protocol
// itself and sends only what a load needs: a fresh browser context (an empty cache, as a first
// visit), the CPU slowdown, the navigation, and reads of the page's own state by Runtime.evaluate,
// which leaves the inspector's Runtime domain off. The figures are the page's own Long Animation
// Frames entries (buffered, read after hydration): every frame over 50 ms, the browser's work in it
// and each script of more than 5 ms that ran in it, with what started it.
//
// For each route and build, the medians of N cold loads (default 5) at --cpu (default 4): the
// longest frame after the first contentful paint, the frames over 50 ms after it and their
// blocking time (each frame's longest task beyond 50 ms, LoAF's blockingDuration, as TBT counts),
// the longest script in them, and how many frames held a script of more than 50 ms (the site's
// budget for its own code). The longest script of each run is listed under the table. With several
// builds (copies of dist/), runs alternate between them. Figures, never a test.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveBuilds } from './harness.ts';
import { parseBenchArgs } from './args.ts';
import { median } from './median.ts';
import { printTable } from './table.ts';

const DEFAULT_ROUTES = ['/', '/orientadores', '/linhas-pesquisa', '/candidatos/faq', '/noticias', '/auth', '/en/'];
/** How long after hydration frames still count (effects, idle work such as the carousel's start). */
const SETTLE_MS = 2000;

function parseArgs(argv) {
  return parseBenchArgs(argv, {
    usage: 'usage: npm run bench:frames -- [--runs N] [--builds a,b] [--cpu N] [/route …]',
    defaults: { runs: 5, builds: ['dist'], cpu: 4, routes: DEFAULT_ROUTES },
  });
}

/** Debian's Chromium with its DevTools endpoint on a free port; resolves to that endpoint's address. */
function startChromium(profile) {
  const chrome = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    chrome.stderr.on('data', (chunk) => {
      output += chunk;
      const address = /DevTools listening on (ws:\/\/\S+)/.exec(output)?.[1];
      if (address) resolve({ chrome, address });
    });
    chrome.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening: ${output.slice(-500)}`)));
  });
}

/** One DevTools protocol connection: send(method, params, sessionId) resolves to the result. */
async function connect(address) {
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let last = 0;
  const waiting = new Map();
  socket.addEventListener('message', (message) => {
    const reply = JSON.parse(message.data);
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.error) pending.reject(new Error(`${pending.method}: ${reply.error.message}`));
    else pending.resolve(reply.result);
  });
  return {
    send(method, params = {}, sessionId) {
      const id = ++last;
      socket.send(JSON.stringify({ id, method, params, ...(sessionId && { sessionId }) }));
      return new Promise((resolve, reject) => waiting.set(id, { method, resolve, reject }));
    },
    close: () => socket.close(),
  };
}

/** Read in the page once it has hydrated: its first paint and its long frames, as plain data. */
const READ_FRAMES = `new Promise((done) => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    done(JSON.stringify({ paint, frames: list.getEntries().map((frame) => ({
      start: frame.startTime, duration: frame.duration, blocking: frame.blockingDuration,
      scripts: frame.scripts.map((script) => ({
        duration: script.duration,
        what: script.invokerType + ' ' + (script.sourceURL.split('/').pop() || script.invoker).slice(0, 40),
      })),
    })) }));
  }).observe({ type: 'long-animation-frame', buffered: true });
  // No long frame at all: the observer is never called.
  setTimeout(() => done(JSON.stringify({ paint, frames: [] })), 1000);
})`;

const evaluate = async (cdp, sessionId, expression) =>
  (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId)).result.value;

/** One cold load: the figures of the frames after first paint. */
async function measure(cdp, port, route, cpu) {
  const { browserContextId } = await cdp.send('Target.createBrowserContext');
  const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
  try {
    await cdp.send(
      'Emulation.setDeviceMetricsOverride',
      { width: 412, height: 823, deviceScaleFactor: 1, mobile: true },
      sessionId,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu }, sessionId);
    await cdp.send('Page.navigate', { url: `http://localhost:${port}${route}` }, sessionId);
    const deadline = Date.now() + 60_000;
    while ((await evaluate(cdp, sessionId, 'document.documentElement.dataset.hydrated ?? ""')) !== 'true') {
      if (Date.now() > deadline) throw new Error(`${route} did not hydrate within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { paint, frames } = JSON.parse(await evaluate(cdp, sessionId, READ_FRAMES));
    const after = frames.filter((frame) => paint !== null && frame.start + frame.duration > paint);
    const scripts = after.flatMap((frame) => frame.scripts);
    const longest = scripts.reduce((max, script) => (script.duration > (max?.duration ?? 0) ? script : max), null);
    return {
      longestFrame: Math.max(0, ...after.map((frame) => frame.duration)),
      frames: after.length,
      blocking: after.reduce((sum, frame) => sum + frame.blocking, 0),
      longestScript: longest?.duration ?? 0,
      longScriptFrames: after.filter((frame) => frame.scripts.some((script) => script.duration > 50)).length,
      what: longest ? `${Math.round(longest.duration)} ms ${longest.what}` : '–',
    };
  } finally {
    await cdp.send('Target.disposeBrowserContext', { browserContextId });
  }
}

const { runs, builds, cpu, routes } = parseArgs(process.argv.slice(2));
for (const root of builds)
  if (!existsSync(`${root}/index.html`)) throw new Error(`no build in ${root}/ (npm run build)`);
const site = await serveBuilds(builds, Number(process.env.BENCH_PORT ?? 4598));
const profile = mkdtempSync(join(tmpdir(), 'bench-frames-'));
const { chrome, address } = await startChromium(profile);
const cdp = await connect(address);
const samples = new Map();
try {
  for (let run = 0; run < runs; run++)
    for (const route of routes)
      for (const { root, port } of site.builds) {
        const key = `${route}\t${root}`;
        samples.set(key, [...(samples.get(key) ?? []), await measure(cdp, port, route, cpu)]);
        process.stderr.write(`measured ${route}${builds.length > 1 ? ` (${root})` : ''}, run ${run + 1}/${runs}\n`);
      }
} finally {
  cdp.close();
  chrome.kill();
  site.close();
  rmSync(profile, { recursive: true, force: true });
}

console.log(
  `Long animation frames after first paint, ${cpu}× CPU, medians of ${runs} cold load(s), no inspector attached`,
);
const ms = (value) => `${Math.round(value)} ms`;
printTable(
  [
    'route',
    ...(builds.length > 1 ? ['build'] : []),
    'longest frame',
    'frames > 50 ms',
    'blocking',
    'longest script',
    'frames with a script > 50 ms',
  ],
  [...samples].map(([key, list]) => {
    const [route, build] = key.split('\t');
    const middle = (field) => median(list.map((sample) => sample[field]));
    return [
      route,
      ...(builds.length > 1 ? [build] : []),
      ms(middle('longestFrame')),
      String(middle('frames')),
      ms(middle('blocking')),
      ms(middle('longestScript')),
      String(middle('longScriptFrames')),
    ];
  }),
);
console.log('\nthe longest script of each run (what started it: a module, a handler, a timer…):');
for (const [key, list] of samples)
  console.log(`  ${key.replace('\t', ' ')}: ${list.map((sample) => sample.what).join(' · ')}`);
