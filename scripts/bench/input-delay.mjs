// `npm run bench:input [-- --runs N] [-- --builds dirA,dirB] [-- --cpu N] [-- --at MS[,MS…]]
// [-- --network none|slow-4g] [-- --targets menu,search] [-- /route …]`: how long a visitor on a cheap phone waits for the
// page to answer a tap made in the first seconds after first paint, while the page may still be
// hydrating. The site's aim: a tap on the menu, a language link, a news card or the search box
// in the first two seconds after first paint, at 4x CPU, responds within 200 ms (the next frame
// shows its effect, or the navigation starts).
//
// Each run is a cold load (a fresh context: empty cache) of a route in Debian's Chromium, phone
// sized (412×823), the CPU slowed down by Chromium itself (CDP Emulation.setCPUThrottlingRate,
// as DevTools and npm run bench:hydration do). --at MS after first contentful paint (default
// 300; a list such as 0,500,1000,1500 samples the two seconds), one real tap (CDP mouse press and
// release together, at the centre of the target) lands on one target: the menu button, a
// language link, the first news card, the search field, the first FAQ question, the contrast
// or theme switch, each where the route has it. Playwright
// waits for nothing before it: the point is to tap before hydration. The page reports its first
// paint from its main thread, so when that thread is busy the tap comes later than asked: the
// moment reached (`tapped`) is printed. A target below the fold (the home page's news cards) is
// scrolled to at first paint, and scrolled back to should the page scroll away before the tap (the
// router's scroll restoration does, as it starts); a tap that lands beside it is noted, not timed.
//
// The network is not throttled by default: the aim is about the CPU, and with no throttling the
// first two seconds after paint are those in which the page's code is evaluated and hydrates, the
// busiest the main thread gets. On a throttled network (--network slow-4g, Lighthouse's slow 4G as
// npm run bench:hydration) much of that window is spent waiting for the code, and a tap then
// measures whether the markup works without JavaScript (links do, the menu button does not).
//
// What is timed, inside the page from the pointerdown's own timestamp (the moment the input
// reached the browser, so time queued behind a busy main thread counts):
// - the menu: until aria-expanded turns true, then the next animation frame and a user-blocking
//   task posted from it (the frame's paint has been produced by then: an approximation of the
//   next paint); also, as "menu open", until the menu itself shows with its content, which may
//   come later (a tap before the menu has started turns the button at once, index.html);
//   an FAQ question the same way: aria-expanded, and "menu open" is then its answer shown;
// - the contrast and theme switches: until <html>'s data-contrast or data-mantine-color-scheme
//   changes (the high-contrast look waits for its stylesheet), then the next frame;
// - a link: until the navigation starts (the Navigation API's navigate event, fired both for a
//   full page load and for the router's history.pushState; pagehide as a fallback);
// - the search field: until it has focus, then the next frame, as for the menu.
// That task may still wait behind a task already running or an input, so for the menu and the field
// this may err long by a task. Also printed: Event Timing's duration for the tap (the largest of
// its pointerdown, pointerup and click entries, from input to the next paint after their handlers;
// "<16" when no entry reached the API's 16 ms floor): the tighter figure when the effect comes from
// the tap's own handlers, blind to a tap no handler took (before React starts, its entries are
// short and nothing happens), hence the measure above. A tap with no effect within 5 s counts as no
// response; the script then waits for hydration and taps again, to tell a tap swallowed before
// hydration from a target that never responds. `before React` counts taps made before React started
// on the page (hydrateRoot marks #root; until then no handler of the page's exists), `before hydr.`
// those made before <html data-hydrated>, set once the page's content has hydrated
// (src/lib/page-hydration.ts). A link followed is answered 204 No Content once the tap is made, so
// the page stays put: only the navigation's start is timed.
//
// With several builds (copies of dist/), runs alternate between them (for each run, route,
// target and moment, each build), so each sees the same load on this shared machine. Medians
// through median.ts. The backend the builds point at (127.0.0.1:54321) is not started: pages that
// read from it show their error state, which does not change the header or the prerendered links
// tapped here. Figures, never a test: the machine is noisy, so compare builds in one sitting.
import { existsSync } from 'node:fs';
import { launchChromium, serveBuilds, SLOW_4G } from './harness.ts';
import { parseBenchArgs } from './args.ts';
import { median } from './median.ts';
import { printTable } from './table.ts';

const DEFAULT_ROUTES = ['/', '/orientadores', '/linhas-pesquisa', '/candidatos/faq', '/noticias', '/auth', '/en/'];
/** How long a tap may go unanswered before it counts as no response. */
const NO_RESPONSE_MS = 5000;
/** The acceptance's limit, for the count of taps answered in time. */
const LIMIT_MS = 200;
const NETWORKS = { none: null, 'slow-4g': SLOW_4G };

/**
 * What can be tapped, found in the prerendered markup (a route uses those it has, the first
 * visible match). `effect`: what answers the tap. At 412 px the header shows the menu button
 * (Mantine's burger, which opens #mobile-menu) and the language links; its search box is hidden
 * (it lives in the menu), so `search` is the page's own search field where there is one
 * (/orientadores).
 */
const TARGETS = [
  { name: 'menu', selector: 'button[aria-controls="mobile-menu"]', effect: 'expand' },
  // The other languages' links (PT, EN, ES): the first that is not the current page's.
  { name: 'language', selector: 'a[hreflang]:not([aria-current])', effect: 'navigate' },
  // A news card's link (the home page's NewsCard) or a card of /noticias (its sections).
  {
    name: 'news card',
    selector: 'main article a[href*="/noticias/"], main [data-linked] a[href*="/noticias/"]',
    effect: 'navigate',
  },
  { name: 'search', selector: 'input[type="search"]', effect: 'focus' },
  // A question of the FAQ (/candidatos/faq): a control only React answers, unlike a link.
  { name: 'faq question', selector: 'main button[aria-controls^="faq-answer-"]', effect: 'expand' },
  // The accessibility bar's and the header's switches of the page's look, on every page.
  { name: 'contrast', selector: 'button[aria-pressed]', effect: 'look', attribute: 'data-contrast' },
  {
    name: 'theme',
    selector: 'button[aria-label^="Ativar tema"]',
    effect: 'look',
    attribute: 'data-mantine-color-scheme',
  },
];

function parseArgs(argv) {
  const options = parseBenchArgs(argv, {
    usage:
      'usage: npm run bench:input -- [--runs N] [--builds a,b] [--cpu N] [--at MS[,MS…]] [--network none|slow-4g] [--targets menu,…] [/route …]',
    defaults: { runs: 5, builds: ['dist'], cpu: 4, at: [300], network: 'none', targets: null, routes: DEFAULT_ROUTES },
    extra: {
      '--at': (value, options) => (options.at = (value ?? '').split(',').map(Number)),
      '--network': (value, options) => (options.network = value),
      '--targets': (value, options) => (options.targets = (value ?? '').split(',')),
    },
  });
  if (options.at.length === 0 || options.at.some((at) => !(at >= 0))) throw new Error('--at takes milliseconds ≥ 0');
  if (!(options.network in NETWORKS)) throw new Error('--network takes none or slow-4g');
  const names = TARGETS.map((target) => target.name);
  if (options.targets?.some((name) => !names.includes(name)))
    throw new Error(`--targets takes some of ${names.join(', ')}, separated by commas`);
  for (const build of options.builds) {
    if (!existsSync(`${build}/index.html`)) throw new Error(`no build in ${build}/: run npm run build first`);
  }
  return options;
}

/**
 * Runs in the page before any of its own scripts (Playwright's init script, in the page's main
 * world through CDP, so the site's Content-Security-Policy does not apply to it). Reports through
 * the `__inputDelay` binding: `fcp` (first contentful paint, and where the target is then),
 * `react` and `hydrated` (when React started, when the content had hydrated), `input` (the tap's
 * pointerdown), `effect` (the tap's answer, in ms after the pointerdown) and `events` (Event
 * Timing entries). Times are the page's own performance.now().
 */
function pageScript({ selector, effect, attribute }) {
  const report = (kind, data) => {
    // The binding is installed before init scripts run; the guard keeps a page that has none quiet.
    if (typeof window.__inputDelay === 'function') void window.__inputDelay(kind, data);
  };
  let input = null;
  let answered = false;
  let fcp = null;

  const visibleTarget = () =>
    [...document.querySelectorAll(selector)].find(
      (element) => element.getClientRects().length > 0 && element.checkVisibility(),
    ) ?? null;
  const centre = (box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  /** A short description of a tapped element, for the notes. */
  const describe = (element) =>
    element instanceof Element
      ? `<${element.localName}> "${(element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 30)}"`
      : String(element);
  // A target below the fold is scrolled to (as a visitor would) at first paint; `point` is where
  // it then is, and stays the tap's place. Instant: the site asks for smooth scrolling.
  let point = null;
  let scrolledTo = false;
  let rescrolls = 0;
  /** Where to tap: the centre of the target's first box (a link's first line), scrolled into view if need be. */
  const locate = () => {
    const target = visibleTarget();
    if (!target) return null;
    let box = target.getClientRects()[0];
    scrolledTo = box.top < 0 || box.bottom > innerHeight;
    if (scrolledTo) {
      target.scrollIntoView({ block: 'center', behavior: 'instant' });
      box = target.getClientRects()[0];
    }
    point = centre(box);
    return {
      ...point,
      label: (target.getAttribute('aria-label') || target.textContent || target.getAttribute('placeholder') || '')
        .trim()
        .slice(0, 40),
      href: target.getAttribute('href'),
    };
  };
  // The router's scroll restoration scrolls a freshly loaded page back to the top as it starts,
  // up to a second or two after first paint: a visitor who had scrolled to a card would scroll
  // back to it. So does this, at once, until the tap (counted, and a tap in between misses).
  addEventListener(
    'scroll',
    () => {
      if (input || !scrolledTo) return;
      const box = visibleTarget()?.getClientRects()[0];
      if (!box || Math.abs(centre(box).y - point.y) < 2) return;
      rescrolls++;
      visibleTarget().scrollIntoView({ block: 'center', behavior: 'instant' });
    },
    { capture: true, passive: true },
  );
  window.__inputDelayLocate = locate;
  // For a second tap (after a first went unanswered).
  window.__inputDelayReset = () => {
    input = null;
    answered = false;
  };

  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (!entry || fcp !== null) return;
    fcp = entry.startTime;
    // The first paint may come before the parser has reached the target (a news card far down
    // the page): look again each frame until it is there or the document is parsed.
    const find = () => {
      const target = locate();
      if (target || document.readyState !== 'loading')
        report('fcp', { fcp, timeOrigin: performance.timeOrigin, target, located: performance.now() - fcp });
      else requestAnimationFrame(find);
    };
    find();
  }).observe({ type: 'paint', buffered: true });

  // Whether React has started on the page: hydrateRoot marks its container. Looked for each frame
  // (so the time reported is that of the first frame after, an upper bound).
  const reactStarted = () =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$'));
  const watchReact = () => {
    if (reactStarted()) report('react', { at: performance.now() });
    else requestAnimationFrame(watchReact);
  };
  requestAnimationFrame(watchReact);
  // The document, not <html>: an init script runs before <html> exists.
  const isHydrated = () => document.documentElement?.dataset.hydrated === 'true';
  const hydration = new MutationObserver(() => {
    if (!isHydrated()) return;
    hydration.disconnect();
    report('hydrated', { at: performance.now() });
  });
  hydration.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });

  /** The answer's time: now, or (for a change on screen) once the next frame has been produced. */
  const answer = (kind, destination) => {
    if (!input || answered) return;
    answered = true;
    const changed = performance.now();
    if (kind === 'navigate') {
      // The page may be gone by the next frame: report now.
      report('effect', { kind, destination, changed: changed - input.t, painted: changed - input.t });
      return;
    }
    afterNextPaint((frame, painted) =>
      report('effect', { kind, changed: changed - input.t, frame: frame - input.t, painted: painted - input.t }),
    );
  };
  /** Calls back, with the frame's time and now, once the next frame has been produced. */
  const afterNextPaint = (done) =>
    requestAnimationFrame(() => {
      const frame = performance.now();
      // A task posted now runs after the frame's rendering step: the paint has been produced.
      // User-blocking, so that it runs before the page's own tasks already queued (a module to
      // evaluate, React's work), which would otherwise count as part of the answer.
      const painted = () => done(frame, performance.now());
      if (window.scheduler?.postTask) void scheduler.postTask(painted, { priority: 'user-blocking' });
      else setTimeout(painted);
    });

  addEventListener(
    'pointerdown',
    (event) => {
      if (input) return;
      const target = visibleTarget();
      input = {
        t: event.timeStamp,
        fcp,
        hydrated: isHydrated(),
        reactStarted: reactStarted(),
        // Whether the tap landed on the target (a layout shift since first paint could move it).
        hit: Boolean(target && event.target instanceof Node && target.contains(event.target)),
        tapped: describe(event.target),
        rescrolls,
      };
      report('input', input);
      if (effect === 'expand') {
        // The button the tap found, or its replacement should React re-create the header.
        const controls = target?.getAttribute('aria-controls');
        const expanded = () => document.querySelector(`[aria-controls="${controls}"][aria-expanded="true"]`);
        if (expanded()) answer('expand');
        const observer = new MutationObserver(() => {
          if (!expanded()) return;
          observer.disconnect();
          answer('expand');
        });
        observer.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['aria-expanded'],
        });
        // The menu itself shown with its content: the button may turn before the menu has started.
        const shown = () => {
          const menu = controls && document.getElementById(controls);
          return menu && !menu.hidden && menu.childElementCount > 0;
        };
        let opened = false;
        const open = () => {
          if (opened || !shown()) return;
          opened = true;
          menuObserver.disconnect();
          afterNextPaint((_frame, painted) => report('opened', { painted: painted - input.t }));
        };
        const menuObserver = new MutationObserver(open);
        menuObserver.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['hidden'],
        });
        open();
      }
    },
    { capture: true },
  );
  if (effect === 'look') {
    // The page's look: <html>'s attribute, once it differs from what it was at the tap.
    let before;
    addEventListener('pointerdown', () => (before = document.documentElement.getAttribute(attribute)), {
      capture: true,
    });
    new MutationObserver(() => {
      if (input && document.documentElement.getAttribute(attribute) !== before) answer('look');
    }).observe(document, { subtree: true, attributes: true, attributeFilter: [attribute] });
  }
  if (effect === 'focus')
    addEventListener(
      'focusin',
      (event) => {
        if (event.target === visibleTarget()) answer('focus');
      },
      { capture: true },
    );
  if (effect === 'navigate') {
    // A navigation to another address: a full load, or the router's pushState (not a replaceState
    // of the same address, which the router does for its own bookkeeping).
    window.navigation?.addEventListener('navigate', (event) => {
      if (new URL(event.destination.url).pathname !== location.pathname) answer('navigate', event.destination.url);
    });
    addEventListener('pagehide', () => answer('navigate'));
  }

  new PerformanceObserver((list) => {
    if (!input) return;
    const entries = list
      .getEntries()
      .filter((entry) => entry.startTime >= input.t - 1 && ['pointerdown', 'pointerup', 'click'].includes(entry.name))
      .map(({ name, startTime, duration, processingStart, processingEnd }) => ({
        name,
        startTime,
        duration,
        processingStart,
        processingEnd,
      }));
    if (entries.length > 0) report('events', entries);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Messages from a page, by kind; next() resolves with the first not yet taken, or null after `ms`. */
function inbox() {
  const queues = new Map();
  const waiting = new Map();
  return {
    push(kind, data) {
      const resolve = waiting.get(kind);
      if (resolve) {
        waiting.delete(kind);
        resolve(data);
      } else {
        if (!queues.has(kind)) queues.set(kind, []);
        queues.get(kind).push(data);
      }
    },
    all(kind) {
      return queues.get(kind) ?? [];
    },
    next(kind, ms) {
      const queued = queues.get(kind);
      if (queued?.length) return Promise.resolve(queued.shift());
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(kind);
          resolve(null);
        }, ms);
        waiting.set(kind, (data) => {
          clearTimeout(timer);
          resolve(data);
        });
      });
    },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const { runs, builds, cpu, at: moments, network, targets, routes } = parseArgs(process.argv.slice(2));
const site = await serveBuilds(builds, Number(process.env.BENCH_PORT ?? 4610));
const browser = await launchChromium();

/**
 * A tap as a finger makes it: press and release sent together. Neither is awaited: Chromium
 * answers each once the page has handled it, which would make the release wait for a busy main
 * thread, and never answers one whose page has gone (a link followed).
 */
function tap(cdp, { x, y }) {
  const event = { x, y, button: 'left', clickCount: 1 };
  for (const type of ['mousePressed', 'mouseReleased'])
    cdp.send('Input.dispatchMouseEvent', { type, ...event }).catch(() => undefined);
}

/**
 * One cold load of `route`, one tap on `target` `at` ms after first contentful paint. Resolves
 * with what the page reported, or { missing } when the route has no such target.
 */
async function measure(context, port, route, target, at) {
  const messages = inbox();
  await context.exposeBinding('__inputDelay', (_source, kind, data) => messages.push(kind, data));
  await context.addInitScript(pageScript, {
    selector: target.selector,
    effect: target.effect,
    attribute: target.attribute,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (NETWORKS[network]) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORKS[network]);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  // Once the tap is made, a page load it starts (a link followed) is answered 204 No Content,
  // which keeps the page where it is: the navigation's start is all that is timed, and the next
  // page would only compete for the CPU (and closing a context mid-load could hang).
  let tapped = false;
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    const answer = tapped
      ? cdp.send('Fetch.fulfillRequest', { requestId, responseCode: 204, responseHeaders: [] })
      : cdp.send('Fetch.continueRequest', { requestId });
    answer.catch(() => undefined);
  });
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: '*', resourceType: 'Document', requestStage: 'Request' }],
  });
  // Not awaited past the response: the tap must not wait for the load.
  await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'commit' });
  const paint = await messages.next('fcp', 60_000);
  if (!paint) throw new Error(`${route}: no first contentful paint within 60 s`);
  if (!paint.target) return { missing: true };
  // The page's clock and Node's are the same wall clock; the moment actually reached is
  // measured in the page (input.t - fcp) and printed.
  await sleep(paint.timeOrigin + paint.fcp + at - Date.now());
  tapped = true;
  tap(cdp, paint.target);
  const input = await messages.next('input', 15_000);
  if (!input) return { noInput: true };
  const result = {
    tappedAt: input.t - input.fcp,
    beforeHydration: !input.hydrated,
    beforeReact: !input.reactStarted,
    hit: input.hit,
    rescrolls: input.rescrolls,
  };
  // A tap beside the target says nothing of the target's delay: noted, not timed.
  if (!input.hit) return { ...result, tapped: input.tapped };
  const effect = await messages.next('effect', NO_RESPONSE_MS);
  if (effect) {
    result.delay = effect.painted;
    if (target.effect === 'expand') result.opened = (await messages.next('opened', NO_RESPONSE_MS))?.painted;
    if (effect.kind !== 'navigate') {
      // Event Timing's entries come after the next paint; a short wait collects them.
      await sleep(600);
      const entries = messages.all('events').flat();
      result.eventDuration = entries.length ? Math.max(...entries.map((entry) => entry.duration)) : 0;
    }
  } else {
    // Unanswered: after hydration, does a second tap answer?
    const hydrated = await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    result.retry = { hydrated };
    if (hydrated) {
      await sleep(500);
      const point = await page.evaluate(() => {
        window.__inputDelayReset();
        return window.__inputDelayLocate();
      });
      if (point) {
        tap(cdp, point);
        const again = (await messages.next('input', 15_000)) && (await messages.next('effect', NO_RESPONSE_MS));
        result.retry.delay = again ? again.painted : null;
      }
    }
  }
  const hydratedAt = messages.all('hydrated')[0]?.at;
  if (hydratedAt !== undefined) result.hydratedAt = hydratedAt - paint.fcp;
  const reactAt = messages.all('react')[0]?.at;
  if (reactAt !== undefined) result.reactAt = reactAt - paint.fcp;
  return result;
}

/**
 * `measure` in a fresh context (a cold cache), or { failed } when the load goes wrong or takes
 * over two minutes: the run goes on, and the context is closed either way (given ten seconds, so
 * that a page stuck mid-load cannot stop the run).
 */
async function measureOnce(port, route, target, at) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve({ failed: 'took over 2 minutes' }), 120_000);
  });
  try {
    return await Promise.race([
      measure(context, port, route, target, at).catch((error) => ({ failed: error.message.split('\n')[0] })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
    await Promise.race([context.close().catch(() => undefined), sleep(10_000)]);
  }
}

// Which targets each route has: one load per route of the first build at full speed (the markup
// is the same in every build, or the runs say so in the notes).
const plan = [];
for (const route of routes) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(`http://localhost:${site.builds[0].port}${route}`, { waitUntil: 'load' });
    for (const target of TARGETS.filter(({ name }) => !targets || targets.includes(name))) {
      const found = await page.evaluate(describeTarget, target.selector);
      if (found) plan.push({ route, target, found });
    }
  } finally {
    await context.close();
  }
}

/** The first visible match of `selector` in a loaded page, described (no taps, no scrolling). */
function describeTarget(selector) {
  const element = [...document.querySelectorAll(selector)].find(
    (candidate) => candidate.getClientRects().length > 0 && candidate.checkVisibility(),
  );
  if (!element) return null;
  const label = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('placeholder') || '')
    .trim()
    .slice(0, 40);
  return { label, href: element.getAttribute('href') };
}

const samples = new Map();
const keyOf = (route, target, at, root) => [route, target.name, String(at), root].join('\t');
try {
  for (let run = 0; run < runs; run++) {
    for (const { route, target } of plan) {
      for (const at of moments) {
        for (const { root, port } of site.builds) {
          const key = keyOf(route, target, at, root);
          if (!samples.has(key)) samples.set(key, []);
          samples.get(key).push(await measureOnce(port, route, target, at));
        }
      }
    }
    process.stderr.write(`run ${run + 1}/${runs} done\n`);
  }
} finally {
  await browser.close();
  site.close();
}

const networkLabel = network === 'none' ? 'network not throttled' : `${SLOW_4G.latency} ms round trip, 1.6 Mbit/s`;
console.log(
  `Chromium, 412×823, ${networkLabel}, CPU ${cpu}x slower; ${runs} cold load(s) per row, one tap each, ` +
    `${moments.join(', ')} ms after first contentful paint${builds.length > 1 ? '; builds alternate' : ''}`,
);
console.log('Targets (first visible match, at 412 px):');
for (const { route, target, found } of plan)
  console.log(
    `  ${route.padEnd(18)}${target.name.padEnd(11)}${target.selector}  "${found.label}"${found.href ? ` → ${found.href}` : ''}`,
  );

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const showBuild = builds.length > 1;
const showAt = moments.length > 1;
const header = [
  'route',
  'target',
  ...(showAt ? ['at'] : []),
  ...(showBuild ? ['build'] : []),
  'tapped',
  'React',
  'hydrated',
  'before React',
  'before hydr.',
  'answered',
  `≤${LIMIT_MS} ms`,
  'median',
  'max',
  'event',
  'menu open',
];
const notes = [];
const rows = [...samples].map(([key, results]) => {
  const [route, targetName, at, root] = key.split('\t');
  // Timed: taps that landed on the target.
  const measured = results.filter((result) => result.hit);
  const answered = measured.filter((result) => result.delay !== undefined);
  const delays = answered.map((result) => result.delay);
  const events = answered.filter((result) => result.eventDuration !== undefined).map((result) => result.eventDuration);
  const event = events.length === 0 ? '–' : median(events) === 0 ? '<16 ms' : ms(median(events));
  const label = `${route} ${targetName}${showAt ? ` at ${at} ms` : ''}${showBuild ? ` (${root})` : ''}`;
  const count = (test) => results.filter(test).length;
  if (count((result) => result.missing)) notes.push(`${label}: ${count((r) => r.missing)} load(s) without the target`);
  if (count((result) => result.noInput))
    notes.push(`${label}: ${count((r) => r.noInput)} tap(s) never reached the page (no pointerdown within 15 s)`);
  for (const { failed } of results.filter((result) => result.failed)) notes.push(`${label}: a load failed: ${failed}`);
  for (const result of results.filter((one) => one.hit === false))
    notes.push(
      `${label}: a tap ${Math.round(result.tappedAt)} ms after first paint landed beside the target, on ${result.tapped}` +
        ` (not timed; the page had scrolled away from it ${result.rescrolls} time(s) since first paint)`,
    );
  const rescrolled = count((result) => result.rescrolls > 0);
  if (rescrolled)
    notes.push(
      `${label}: in ${rescrolled} load(s) the page scrolled itself away from the target before the tap, and was scrolled back`,
    );
  // Unanswered taps, one line per row: when they were made, and whether a second tap answered.
  const unanswered = measured.filter((result) => result.retry);
  if (unanswered.length) {
    const when = unanswered.map((result) => Math.round(result.tappedAt)).join(', ');
    const phase = (test) => unanswered.filter(test).length;
    const again = unanswered.map((result) => result.retry.delay).filter(Number.isFinite);
    const neverHydrated = phase((result) => !result.retry.hydrated);
    notes.push(
      `${label}: ${unanswered.length} tap(s) unanswered for ${NO_RESPONSE_MS / 1000} s, made ${when} ms after first paint ` +
        `(${phase((result) => result.beforeReact)} before React started, ` +
        `${phase((result) => !result.beforeReact && result.beforeHydration)} while hydrating, ` +
        `${phase((result) => !result.beforeHydration)} after); a second tap once hydrated was answered ` +
        `${again.length}/${unanswered.length} time(s)${again.length ? `, median ${ms(median(again))}` : ''}` +
        (neverHydrated ? `; ${neverHydrated} page(s) never hydrated` : ''),
    );
  }
  const values = (field) => measured.map((result) => result[field]).filter(Number.isFinite);
  return [
    route,
    targetName,
    ...(showAt ? [`${at} ms`] : []),
    ...(showBuild ? [root] : []),
    values('tappedAt').length ? ms(median(values('tappedAt'))) : '–',
    values('reactAt').length ? ms(median(values('reactAt'))) : '–',
    values('hydratedAt').length ? ms(median(values('hydratedAt'))) : '–',
    `${measured.filter((result) => result.beforeReact).length}/${measured.length}`,
    `${measured.filter((result) => result.beforeHydration).length}/${measured.length}`,
    `${answered.length}/${measured.length}`,
    `${delays.filter((delay) => delay <= LIMIT_MS).length}/${measured.length}`,
    delays.length ? ms(median(delays)) : '–',
    delays.length ? ms(Math.max(...delays)) : '–',
    event,
    values('opened').length ? ms(median(values('opened'))) : '–',
  ];
});
printTable(header, rows);
for (const legend of [
  'tapped: when the tap was made; React, hydrated: when React started and when the content had hydrated',
  '  (medians, ms after first contentful paint; React and hydrated from the loads that lasted that long)',
  'before React, before hydr.: taps the page handled before React started, before it had hydrated',
  `answered, ≤${LIMIT_MS} ms: taps answered within ${NO_RESPONSE_MS / 1000} s, within ${LIMIT_MS} ms`,
  'median, max: tap to the next frame showing the effect (menu, search) or to the start of the navigation (links)',
  "event: Event Timing's duration for the tap (median; a link followed leaves none)",
  'menu open: tap to the next frame showing the menu with its content (median; the button may turn first)',
])
  console.log(legend);
if (notes.length) {
  console.log('Notes:');
  for (const note of notes) console.log(`  ${note}`);
}
