/** The sticky header's height in px as last laid out; undefined until the browser has laid it out. */
let height: number | undefined;
const listeners = new Set<() => void>();

/**
 * Publishes the sticky header's height (Header.tsx): as the page's scroll-padding-top, so an
 * element that takes focus is never scrolled under the header (WCAG 2.4.11), and to the toasts,
 * which sit below it. It is the root's own property, not a custom property for global.css: every
 * element inherits those, so setting one on the root made the browser compute the style of the
 * whole page again, 150–200 ms on a cheap phone right after hydration.
 */
export function publishHeaderHeight(px: number): void {
  height = px;
  document.documentElement.style.scrollPaddingTop = `calc(${px}px + 0.5rem)`;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the height, and a subscription to its changes. */
export const headerHeight = (): number | undefined => height;
export function onHeaderHeight(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
