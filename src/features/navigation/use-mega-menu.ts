import { useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { useIsomorphicEffect } from '@mantine/hooks';
import { NO_SAFE_AREA, safeAreaClipPath } from './safe-area';

/** Hover intent: the pointer must rest this long on a menu before it opens (or switches)… */
export const HOVER_OPEN_DELAY_MS = 120;
/** …and be away this long before it closes, so crossing a gap to the panel keeps it open. */
export const HOVER_CLOSE_DELAY_MS = 200;

type Open = { id: string; pathname: string; byHover: boolean };

/**
 * Which desktop menu is open, and how it opens and closes: hover (with intent delays), click or
 * Enter on its button, Escape anywhere (focus returns to the button when it was in the menu),
 * pointer leaving (for a menu opened by hover), focus leaving, following a link. The state
 * remembers the page it was opened on, so navigating closes it without an effect. `onOpen` runs
 * whenever a menu opens (the panels' content is asked for again if it could not be downloaded).
 */
export function useMegaMenu(pathname: string, onOpen: () => void) {
  const [state, setState] = useState<Open | null>(null);
  const openId = state?.pathname === pathname ? state.id : null;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const items = useRef(new Map<string, HTMLLIElement>());
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const safeArea = useRef<HTMLDivElement | null>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);

  // Found from the safe area itself: item refs are re-attached after their children's.
  const updateSafeArea = () => {
    const area = safeArea.current;
    const panel = area?.parentElement?.querySelector<HTMLElement>('[data-menu-panel]');
    const nav = area?.closest('nav');
    if (!area) return;
    area.style.clipPath =
      pointer.current && panel && nav
        ? safeAreaClipPath(pointer.current, nav.getBoundingClientRect(), panel.getBoundingClientRect())
        : NO_SAFE_AREA;
  };

  const cancel = () => clearTimeout(timer.current);
  const later = (action: () => void, delay: number) => {
    cancel();
    timer.current = setTimeout(action, delay);
  };
  const closeIf = (id: string) => setState((current) => (current?.id === id ? null : current));

  useEffect(() => () => clearTimeout(timer.current), []);

  // Registered before paint: a panel that shows already answers Escape (an effect after paint
  // left a moment, longer on a busy machine, where Escape did nothing).
  useIsomorphicEffect(() => {
    if (openId === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = items.current.get(openId)?.contains(document.activeElement) ?? false;
      clearTimeout(timer.current);
      setState(null);
      if (focusInside) buttons.current.get(openId)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openId]);

  const itemProps = (id: string) => ({
    ref: (element: HTMLLIElement | null) => {
      if (element) items.current.set(id, element);
      else items.current.delete(id);
    },
    onMouseEnter: () => {
      if (openId === id) cancel();
      else
        later(() => {
          onOpen();
          setState({ id, pathname, byHover: true });
        }, HOVER_OPEN_DELAY_MS);
    },
    // The open menu's safe area follows the pointer: a triangle from it to the panel's top
    // corners, over the neighbouring triggers, so a diagonal path to a link stays in this item.
    onMouseMove: (event: MouseEvent<HTMLLIElement>) => {
      pointer.current = { x: event.clientX, y: event.clientY };
      if (openId === id) updateSafeArea();
    },
    // Leaving cancels a pending open and, unless the pointer comes back, closes a hover-opened
    // menu; a menu opened by click or Enter stays until Escape, a second click or focus leaves.
    onMouseLeave: () => {
      pointer.current = null;
      later(() => setState((current) => (current?.byHover ? null : current)), HOVER_CLOSE_DELAY_MS);
    },
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeIf(id);
    },
    // Following any link in the item closes the menu, even a link to the page already shown.
    onClick: (event: MouseEvent<HTMLLIElement>) => {
      if ((event.target as Element).closest('a')) closeIf(id);
    },
  });

  const buttonProps = (id: string) => ({
    ref: (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(id, element);
      else buttons.current.delete(id);
    },
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      cancel();
      // A pointer click on a menu its hover just opened keeps it open (and pinned), not shut.
      const pin = openId === id && state?.byHover === true && event.detail > 0;
      if (openId === id && !pin) {
        setState(null);
      } else {
        onOpen();
        setState({ id, pathname, byHover: false });
      }
    },
  });

  // Mounted only in the open item, from where the pointer was last seen over the menu bar (a
  // menu opened by hover may see its first move only once the pointer is over a neighbour).
  const safeAreaProps = {
    ref: (element: HTMLDivElement | null) => {
      safeArea.current = element;
      updateSafeArea();
    },
  };

  return { openId, itemProps, buttonProps, safeAreaProps };
}
