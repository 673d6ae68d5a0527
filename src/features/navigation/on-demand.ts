import { useCallback, useState } from 'react';

/**
 * A module downloaded when a visitor reaches for what it shows (hover, focus, pointer down), not
 * with the page (issue 6). The first call starts the download and later calls share it; a failed
 * download is forgotten, so the next call asks again.
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

/**
 * The module's state in a component: null until asked for, then the module, or 'failed' until
 * `prepare` is called again. `prepare` is cheap to call on every intent event.
 */
export function useOnDemand<Module>(load: () => Promise<Module>): [OnDemand<Module>, () => void] {
  const [state, setState] = useState<OnDemand<Module>>(null);
  const prepare = useCallback(() => {
    if (state !== null && state !== 'failed') return;
    load().then(
      (module) => setState({ module }),
      () => setState('failed'),
    );
  }, [state, load]);
  return [state, prepare];
}
