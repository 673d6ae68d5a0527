import { useState } from 'react';

/**
 * A module downloaded when a visitor reaches for what it shows (hover, focus, pointer down), not
 * with the page, so what a page downloads before any interaction stays small for slow phones on
 * slow links (tests/js-budgets.ts). The first call starts the download and later calls share
 * it; a failed download is forgotten, so the next call asks again.
 */
export function onDemand<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

export type OnDemand<Module> = { module: Module } | 'failed' | null;

/** The module has arrived. */
export const isLoaded = <Module>(state: OnDemand<Module>): state is { module: Module } =>
  state !== null && state !== 'failed';

/**
 * The module's state in a component: null until the first download ends, then the module, or
 * 'failed' (kept while `prepare` tries again, so a fallback stays on screen). `prepare` is cheap
 * to call on every intent event; once the module is there it does nothing, and a module that has
 * arrived is never replaced.
 */
export function useOnDemand<Module>(load: () => Promise<Module>): [OnDemand<Module>, () => void] {
  const [state, setState] = useState<OnDemand<Module>>(null);
  const prepare = () => {
    if (isLoaded(state)) return;
    load().then(
      (module) => setState((current) => (isLoaded(current) ? current : { module })),
      () => setState((current) => (isLoaded(current) ? current : 'failed')),
    );
  };
  return [state, prepare];
}
