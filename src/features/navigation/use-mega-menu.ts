import { useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';

/** Hover intent: the pointer must rest this long on a menu before it opens (or switches)… */
export const HOVER_OPEN_DELAY_MS = 120;
/** …and be away this long before it closes, so crossing a gap to the panel keeps it open. */
export const HOVER_CLOSE_DELAY_MS = 200;

type Open = { id: string; pathname: string; byHover: boolean };

/**
 * Which desktop menu is open, and how it opens and closes: hover (with intent delays), click or
 * Enter on its button, Escape anywhere (focus returns to the button when it was in the menu),
 * pointer leaving (for a menu opened by hover), focus leaving, following a link. The state
 * remembers the page it was opened on, so navigating closes it without an effect.
 */
export function useMegaMenu(pathname: string) {
  const [state, setState] = useState<Open | null>(null);
  const openId = state?.pathname === pathname ? state.id : null;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const items = useRef(new Map<string, HTMLLIElement>());
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const cancel = () => clearTimeout(timer.current);
  const later = (action: () => void, delay: number) => {
    cancel();
    timer.current = setTimeout(action, delay);
  };
  const closeIf = (id: string) => setState((current) => (current?.id === id ? null : current));

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
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
      else later(() => setState({ id, pathname, byHover: true }), HOVER_OPEN_DELAY_MS);
    },
    // Leaving cancels a pending open and, unless the pointer comes back, closes a hover-opened
    // menu; a menu opened by click or Enter stays until Escape, a second click or focus leaves.
    onMouseLeave: () => later(() => setState((current) => (current?.byHover ? null : current)), HOVER_CLOSE_DELAY_MS),
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
      setState(openId === id && !pin ? null : { id, pathname, byHover: false });
    },
  });

  return { openId, itemProps, buttonProps };
}
