// `npm run bench:guard [-- --runs N] [-- --builds dirA,dirB]`: how long a visitor with no stored
// session waits on /cms before the admin guard sends them to /auth, on a slow phone network
// (Lighthouse's slow 4G, as npm run bench:hydration) at full CPU speed and with the CPU 4x slower
// (Chromium's own throttling, as DevTools does). Each run is a cold load (a fresh
// context: empty cache, no session); the backend is unreachable (every request to it is refused),
// since a decision without a session must not need it. Prints the median time from navigation to
// the /auth address and to the "needs login" message. With several builds (copies of dist/), runs
// alternate between them, so each sees the same load on this shared machine. Figures, never a test.
import { existsSync } from 'node:fs';
import { launchChromium, serveBuilds, SLOW_4G as NETWORK } from './harness.ts';
import { median } from './median.ts';
import { printTable } from './table.ts';

const CPU_RATES = [1, 4];
const NEED_LOGIN = 'Você precisa estar logado para acessar esta página';

function parseArgs(argv) {
  const options = { runs: 7, builds: ['dist'] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') options.runs = Number(argv[++i]);
    else if (argv[i] === '--builds') options.builds = argv[++i].split(',');
    else throw new Error(`unknown argument ${argv[i]} (usage: npm run bench:guard -- [--runs N] [--builds a,b])`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  for (const build of options.builds) {
    if (!existsSync(`${build}/cms.html`)) throw new Error(`no build in ${build}/: run npm run build first`);
  }
  return options;
}

const { runs, builds } = parseArgs(process.argv.slice(2));
const site = await serveBuilds(builds, Number(process.env.BENCH_PORT ?? 4596));
const browser = await launchChromium();

/** One cold visit to /cms without a session: milliseconds to the /auth address and to the message. */
async function measure(port, rate) {
  const context = await browser.newContext();
  try {
    // Only the site answers: the backend (wherever the build points) is unreachable.
    await context.route(
      (url) => url.port !== String(port),
      (route) => route.abort('connectionrefused'),
    );
    const page = await context.newPage();
    // Records, in the page's own clock (0 = navigation start), when each milestone first shows.
    await page.addInitScript((message) => {
      const marks = {};
      window.__guardMarks = marks;
      const check = () => {
        if (marks.auth === undefined && location.pathname === '/auth') marks.auth = performance.now();
        if (marks.message === undefined && document.body?.textContent?.includes(message))
          marks.message = performance.now();
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    }, NEED_LOGIN);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`http://localhost:${port}/cms`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => window.__guardMarks?.auth !== undefined && window.__guardMarks?.message !== undefined,
      null,
      {
        timeout: 60_000,
        polling: 20,
      },
    );
    return page.evaluate(() => window.__guardMarks);
  } finally {
    await context.close();
  }
}

const samples = new Map();
try {
  for (let run = 0; run < runs; run++) {
    for (const rate of CPU_RATES) {
      for (const { root, port } of site.builds) {
        const key = `${rate}x\t${root}`;
        if (!samples.has(key)) samples.set(key, []);
        samples.get(key).push(await measure(port, rate));
      }
    }
  }
} finally {
  await browser.close();
  site.close();
}

console.log(
  `/cms without a session, backend unreachable, ${NETWORK.latency} ms round trip, 1.6 Mbit/s; median of ${runs} cold load(s)`,
);
const rows = [...samples].map(([key, values]) => {
  const ms = (field) => `${Math.round(median(values.map((value) => value[field])))} ms`;
  return [...key.split('\t'), ms('auth'), ms('message')];
});
printTable(['cpu', 'build', 'at /auth', 'message'], rows);
