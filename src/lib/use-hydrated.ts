import { startTransition, useEffect, useState } from 'react';
import { pageHydrated } from './page-hydration';

/**
 * False on the server and during hydration, true afterwards. Parts that depend on what only the
 * browser knows (the query string of a prerendered page, storage) render after hydration, so the
 * first client render matches the static HTML.
 *
 * The switch is a transition, so React renders what it changes in slices of a few milliseconds
 * and answers input between them: an external store (useSyncExternalStore) would re-render
 * synchronously, and on /noticias that made the whole list one task past 50 ms on a cheap phone.
 *
 * `changesPage`: whether what the browser knows would change the page at all. When it would not
 * (a URL without filters, say), this is true from the start and hydrating is all there is.
 */
export function useHydrated(changesPage = true): boolean {
  const [hydrated, setHydrated] = useState(() => !changesPage || pageHydrated());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
