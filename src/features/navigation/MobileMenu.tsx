import { useEffect, useState, type ReactNode } from 'react';
import { Accordion, Burger, Stack } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { navigation } from '#site/content';
import { asRoute } from '@/components/links';
import { MenuLinks } from './MenuLinks';
import { SearchBox } from './SearchBox';
import classes from './MobileMenu.module.css';

/** Under 768 px: a menu button that opens the search box and an accordion, one section open at a time. */
/** `children`: extra actions shown under the search box (the account actions). */
export function MobileMenu({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <Burger
        opened={open}
        onClick={() => setOpen((value) => !value)}
        aria-label={open ? t('layout.closeMenu') : t('layout.openMenu')}
        aria-expanded={open}
        aria-controls="mobile-menu"
        size="sm"
      />
      <nav id="mobile-menu" aria-label={t('layout.mobileNav')} className={classes.panel} hidden={!open}>
        <Stack gap="md">
          <SearchBox id="mobile-search" onSearched={() => setOpen(false)} />
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
      </nav>
    </>
  );
}
