import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

/** Spec §4: the popover opens 700 ms after the pointer arrives and closes 300 ms after it leaves. */
export const OPEN_DELAY_MS = 700;
export const CLOSE_DELAY_MS = 300;

/**
 * Hover-intent popover state: a mouse opens it after a delay (touch never does), a pinned
 * popover stays open when the mouse leaves, and closing it releases the pin.
 */
export function useHoverPopover() {
  const [opened, setOpened] = useState(false);
  const [pinned, setPinned] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = () => clearTimeout(timer.current);
  useEffect(() => clear, []);

  const close = useCallback(() => {
    clear();
    setOpened(false);
    setPinned(false);
  }, []);

  const onPointerEnter = useCallback((event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clear();
    timer.current = setTimeout(() => setOpened(true), OPEN_DELAY_MS);
  }, []);

  const onPointerLeave = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clear();
      if (!pinned) timer.current = setTimeout(close, CLOSE_DELAY_MS);
    },
    [pinned, close],
  );

  const toggle = useCallback(() => {
    clear();
    if (opened) close();
    else setOpened(true);
  }, [opened, close]);

  const togglePin = useCallback(() => setPinned((value) => !value), []);

  return { opened, pinned, close, toggle, togglePin, hoverHandlers: { onPointerEnter, onPointerLeave } };
}
