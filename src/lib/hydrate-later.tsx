import { memo, Suspense, use, useId, type ReactNode } from 'react';
import { contentHydrated, isPrerendered, pageHydrated } from './page-hydration';

// Some parts of a prerendered page cost more to hydrate than they are worth in the first second:
// the home page's carousel starts its library (it measures every slide) as it hydrates, a task
// of its own past 50 ms on a cheap phone, amid the page's hydration. Inside `HydrateLater` such a
// part keeps its prerendered HTML, visible and readable, while React hydrates the rest of the
// page; React hydrates it once the page's content has, the part has come near the screen and the
// browser is idle, or at once when the visitor reaches for it: a pointer pressed or the focus
// moved inside it, or `hydrateNow()`. A part below the fold (the carousel, on every common
// screen) costs a visitor who never scrolls to it nothing, and no task while the page loads.
// The Suspense boundary is what lets React leave it for later: a child that suspends while the
// page hydrates keeps the server's markup. React itself drops an input event aimed inside a part
// it cannot hydrate yet, so the listeners that start it sit on the document, which sees the event
// first; React then hydrates the part at once and hands it the event.

/** How long an idle moment may wait once a part has come near the screen. */
const IDLE_TIMEOUT_MS = 1000;
/**
 * How near the screen a part must come: within half a screen's height below it, so that a
 * visitor scrolling down finds it started, or starting, when it arrives.
 */
const NEAR_SCREEN = '0px 0px 50% 0px';
const PART = '[data-hydrate-later]';

// Loaded after the page's content has hydrated (a page reached by a link), or on a page rendered
// in the browser rather than hydrated, there is nothing to hydrate: what it holds renders at once.
const root = typeof document === 'undefined' ? null : document.getElementById('root');
let started = root !== null && (pageHydrated() || !isPrerendered(root));
let start: () => void = () => undefined;
const later: Promise<void> | undefined =
  typeof window === 'undefined' || started
    ? undefined
    : new Promise<void>((resolve) => {
        start = () => {
          started = true;
          resolve();
        };
      });

const REACHING = ['pointerdown', 'focusin', 'keydown'] as const;
const reached = (event: Event) => {
  if (event.target instanceof Element && event.target.closest(PART)) start();
};
const whenIdle = () => {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => start(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(() => start(), 1);
};
if (later) {
  for (const type of REACHING) document.addEventListener(type, reached, { capture: true });
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      whenIdle();
    },
    { rootMargin: NEAR_SCREEN },
  );
  void contentHydrated.then(() => {
    const parts = document.querySelectorAll(PART);
    if (parts.length === 0) whenIdle();
    for (const part of parts) near.observe(part);
  });
  void later.then(() => {
    for (const type of REACHING) document.removeEventListener(type, reached, { capture: true });
    near.disconnect();
  });
}

/** Hydrates what `HydrateLater` holds back now, rather than when the browser is next idle. */
export function hydrateNow(): void {
  start();
}

// React ends a part's wait for hydration early when an update reaches it first: a context its
// components read changes (the visitor switches the theme, say). It then takes the prerendered
// markup out of the page and renders the part anew, which suspends until the part starts, showing
// the boundary's fallback. That fallback puts the same nodes back, noted as the module loads
// (before React has touched the page), so the part stays on screen as it was, inert like any part
// not yet hydrated, rather than blank.
const prerendered = new Map<string, ChildNode[]>();
if (later)
  for (const part of document.querySelectorAll<HTMLElement>(PART))
    prerendered.set(part.dataset.hydrateLater ?? '', [...part.childNodes]);

function Prerendered({ part }: { part: string }) {
  return <div style={{ display: 'contents' }} ref={(frame) => frame?.append(...(prerendered.get(part) ?? []))} />;
}

function Gate({ children }: { children: ReactNode }) {
  // Suspends only until the deferred parts start: on the server (nothing to wait for) and in
  // every render after that, children render at once.
  if (later && !started) use(later);
  return children;
}

/**
 * Its children hydrate after the rest of the page (see above); rendered anew, they render at once.
 * They should stay the same element until then (made with useMemo): an update that reaches the
 * part before it starts leaves its prerendered markup inert until it starts.
 */
export const HydrateLater = memo(function HydrateLater({ children }: { children: ReactNode }) {
  // The same on the server and in the browser: what names the part's prerendered markup.
  const part = useId();
  return (
    <div data-hydrate-later={part}>
      <Suspense fallback={<Prerendered part={part} />}>
        <Gate>{children}</Gate>
      </Suspense>
    </div>
  );
});
