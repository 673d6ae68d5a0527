import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';

/**
 * The popover opens 700 ms after the pointer arrives, so a pointer passing over the cards opens
 * nothing, and closes 300 ms after it leaves, so a brief slip off the card does not close it.
 */
export const OPEN_DELAY_MS = 700;
export const CLOSE_DELAY_MS = 300;

/**
 * Hover-intent popover state: a mouse opens it after a delay (touch never does), a pinned
 * popover stays open when the mouse or focus leaves, and closing it releases the pin. Escape
 * closes it wherever focus is (WCAG 1.4.13), and so does focus or a click moving elsewhere.
 * `handlers` go on the element that holds both the card and the popover.
 */
export function useHoverPopover() {
  const [opened, setOpened] = useState(false);
  const [pinned, setPinned] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);

  const clear = () => clearTimeout(timer.current);
  useEffect(() => clear, []);

  const close = useCallback(() => {
    clear();
    setOpened(false);
    setPinned(false);
  }, []);

  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the popover would be lost with it: it goes back to the card's button.
      if (root.current?.contains(document.activeElement))
        root.current.querySelector<HTMLElement>('[aria-expanded]')?.focus();
      close();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [opened, close]);

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

  const onBlur = useCallback(
    (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (opened && !pinned && next && !root.current?.contains(next)) close();
    },
    [opened, pinned, close],
  );

  const toggle = useCallback(() => {
    clear();
    if (opened) close();
    else setOpened(true);
  }, [opened, close]);

  const togglePin = useCallback(() => setPinned((value) => !value), []);

  return { opened, pinned, close, toggle, togglePin, handlers: { ref: root, onPointerEnter, onPointerLeave, onBlur } };
}
