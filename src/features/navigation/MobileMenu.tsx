import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Accordion, Burger, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { navigation } from '#site/content';
import { asRoute } from '@/components/links';
import { MenuLinks } from './MenuLinks';
import { SearchBox } from './SearchBox';
import classes from './MobileMenu.module.css';
import { usePathname } from '@/lib/use-pathname';

/**
 * Under 768 px: a menu button that opens the search box and an accordion, one section open at a
 * time. Following a link, searching or Escape closes it (Escape returns focus to the button).
 * While it is open, Tab and Shift+Tab cycle through the button and the menu only.
 * `children`: extra actions shown under the search box (the account actions).
 */
export function MobileMenu({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const pathname = usePathname();
  // Remembers the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const burger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

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
  }, [open]);

  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpenOn(null);
  };

  return (
    <>
      <Burger
        ref={burger}
        opened={open}
        onClick={() => setOpenOn(open ? null : pathname)}
        aria-label={open ? t('layout.closeMenu') : t('layout.openMenu')}
        aria-expanded={open}
        aria-controls="mobile-menu"
        size="sm"
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
        {open && (
          <Stack gap="md">
            <SearchBox id="mobile-search" onSearched={() => setOpenOn(null)} />
            {children}
            <Accordion variant="default" chevronPosition="right">
              {navigation.map((menu) => (
                <Accordion.Item key={menu.id} value={menu.id}>
                  <Accordion.Control>{menu.label}</Accordion.Control>
                  <Accordion.Panel>
                    <ul className={classes.links}>
                      <MenuLinks menu={menu} className={classes.link}>
                        <li>
                          <Link to={asRoute(menu.path)} className={classes.link} data-section>
                            {t('layout.seeSection', { label: menu.label })}
                          </Link>
                        </li>
                      </MenuLinks>
                    </ul>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
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
