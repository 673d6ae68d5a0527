import { useEffect, useRef } from 'react';

/**
 * A control's side of index.html's early script. Until the page has started, a tap on a control
 * marked `data-early` is the script's: it answers at once (a disclosure opens, the look changes)
 * or notes the tap (`data-requested`). As the control starts, `takeOver` runs once with whether a
 * tap was noted, to make the control's state what the script left on screen; the control is then
 * marked `data-ready`, and its taps are its own. Returns the ref for the element marked.
 */
export function useEarlyTaps<T extends Element>(takeOver?: (element: T, requested: boolean) => void) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const requested = element.hasAttribute('data-requested');
    element.removeAttribute('data-requested');
    element.setAttribute('data-ready', '');
    takeOver?.(element, requested);
    // Once, as the control starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
