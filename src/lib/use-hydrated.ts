import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards. Parts that depend on what only the
 * browser knows (the query string of a prerendered page, storage) render after hydration, so the
 * first client render matches the static HTML.
 *
 * `changesPage`: whether what the browser knows would change the page at all. When it would not
 * (a URL without filters, say), this is true from the start and hydrating is all there is; a
 * second render of the whole page right after hydration was one uninterruptible task on a cheap
 * phone, far past the 50 ms no main-thread task may exceed.
 */
export function useHydrated(changesPage = true): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => !changesPage,
  );
}
