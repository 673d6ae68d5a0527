import { useId } from 'react';

/**
 * Stands in for @mantine/hooks' useId (scripts/build/stable-mantine-ids.ts): the id Mantine renders
 * on the server and while hydrating, kept for good. Mantine's own swaps in a random id from a layout
 * effect once mounted, so every component that uses it (accordions, inputs, popovers, tabs)
 * rendered a second time, synchronously, inside hydration's commit: the longest task while a page
 * hydrated on a cheap phone (where no main-thread task may exceed 50 ms), and ids that changed
 * under assistive technology.
 */
export function useMantineId(staticId?: string): string {
  const reactId = useId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
