import type { ReactNode } from 'react';
import { Accordion, Stack } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import { Link } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { navigation } from '#site/content';
import { asRoute } from '@/components/links';
import { MenuLinks } from './MenuLinks';
import { SearchBox } from './SearchBox';
import classes from './MobileMenu.module.css';

/**
 * The open phone menu: the search box, the extra actions, then an accordion of the sections, one
 * open at a time. Its own chunk, loaded when a visitor reaches for the menu button (MobileMenu).
 */
export function MobileMenuContent({ children, onSearched }: { children?: ReactNode; onSearched: () => void }) {
  const { t } = useStrings();
  return (
    <Stack gap="md">
      <SearchBox id="mobile-search" onSearched={onSearched} />
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
  );
}
