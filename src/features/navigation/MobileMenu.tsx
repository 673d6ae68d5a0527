import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Burger } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import menuBar from '#site/content/menuBar.json';
import { asRoute } from '@/components/links';
import { isLoaded, onDemand, useOnDemand } from './on-demand';
import classes from './MobileMenu.module.css';
import { usePathname } from '@/lib/use-pathname';
import { useEarlyTaps } from '@/lib/early-taps';

// The menu's content (search box, accordion) is code of its own, asked for when a visitor reaches
// for the button (pointer down, focus, hover), so it has usually arrived by the click: pages do not
// download it before any interaction (what a page downloads before then is kept small for slow
// phones on slow links), and on a wide screen never. If it cannot be loaded, the menu lists the
// sections' pages instead, and asks again the next time it opens.
const loadContent = onDemand(() => import('./MobileMenuContent'));

/**
 * Under 768 px: a menu button that opens the search box and an accordion, one section open at a
 * time. Following a link, searching or Escape closes it (Escape returns focus to the button).
 * While it is open, Tab and Shift+Tab cycle through the button and the menu only.
 * `children`: extra actions shown under the search box (the account actions).
 */
export function MobileMenu({ children }: { children?: ReactNode }) {
  const { t } = useStrings();
  const pathname = usePathname();
  // Remembers the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panel = useRef<HTMLElement>(null);
  const [content, prepare] = useOnDemand(loadContent);

  // A tap before the menu started (index.html's early script) opens the menu now.
  const burger = useEarlyTaps<HTMLButtonElement>((_button, requested) => {
    if (!requested) return;
    prepare();
    setOpenOn(pathname);
  });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && burger.current && panel.current) {
        keepFocusWithin([burger.current, ...focusableIn(panel.current)], event);
        return;
      }
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, burger]);

  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpenOn(null);
  };

  return (
    <>
      <Burger
        ref={burger}
        opened={open}
        onClick={() => {
          if (!open) prepare();
          setOpenOn(open ? null : pathname);
        }}
        aria-label={open ? t('layout.closeMenu') : t('layout.openMenu')}
        aria-expanded={open}
        aria-controls="mobile-menu"
        data-early="menu"
        size="sm"
        onPointerDown={prepare}
        onFocus={prepare}
        onMouseEnter={prepare}
      />
      <nav
        ref={panel}
        id="mobile-menu"
        aria-label={t('layout.mobileNav')}
        className={classes.panel}
        hidden={!open}
        onClick={closeOnLink}
      >
        {/* Rendered while open only, like the desktop panels (MenuPanel). */}
        {open && content === 'failed' && (
          <ul className={classes.links}>
            {menuBar.map((menu) => (
              <li key={menu.id}>
                <Link to={asRoute(menu.path)} className={classes.link}>
                  {menu.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {open && isLoaded(content) && (
          <content.module.MobileMenuContent onSearched={() => setOpenOn(null)}>
            {children}
          </content.module.MobileMenuContent>
        )}
      </nav>
    </>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in order (collapsed accordion panels hold none). */
function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

/** Moves focus from the last stop to the first (and back with Shift), or into the stops from outside. */
function keepFocusWithin(stops: HTMLElement[], event: KeyboardEvent) {
  const active = document.activeElement as HTMLElement | null;
  const index = active ? stops.indexOf(active) : -1;
  const next =
    index === -1
      ? event.shiftKey
        ? stops.at(-1)
        : stops[0]
      : event.shiftKey && index === 0
        ? stops.at(-1)
        : !event.shiftKey && index === stops.length - 1
          ? stops[0]
          : undefined;
  if (!next) return;
  event.preventDefault();
  next.focus();
}
