import { useEffect, useRef } from 'react';
import { publishHeaderHeight } from './header-height';
import { Box, Container, Group } from '@mantine/core';
import { AccountActions } from '@/features/auth/AccountActions';
import { LanguageSwitcher } from '@/features/navigation/LanguageSwitcher';
import { MegaMenu } from '@/features/navigation/MegaMenu';
import { MobileMenu } from '@/features/navigation/MobileMenu';
import { SearchBox } from '@/features/navigation/SearchBox';
import { ThemeToggle } from '@/features/navigation/ThemeToggle';
import { MAIN_NAV_ID } from '@/features/accessibility/shortcuts';
import { Logo } from './Logo';
import classes from './Header.module.css';
import { PAGE_WIDTH } from '@/components/page-width';

/** Sticky header: logo, search, theme and language; the eight menus (desktop) or the menu button. */
export function Header({ lang }: { lang?: string }) {
  const header = useHeaderHeight();
  return (
    <Box component="header" className={classes.header} ref={header} lang={lang}>
      <Container size={PAGE_WIDTH} className={classes.inner}>
        <Group justify="space-between" wrap="nowrap" py={8} gap="sm">
          <Logo />
          <Group gap={6} wrap="nowrap">
            <Box visibleFrom="sm" w={{ sm: 200, md: 260 }}>
              <SearchBox id="header-search" />
            </Box>
            <Box visibleFrom="sm">
              <AccountActions />
            </Box>
            <ThemeToggle />
            <LanguageSwitcher />
            <Box hiddenFrom="sm">
              <MobileMenu>
                <AccountActions />
              </MobileMenu>
            </Box>
          </Group>
        </Group>
        <Box visibleFrom="sm" pb={4} id={MAIN_NAV_ID} tabIndex={-1} className={classes.nav}>
          <MegaMenu />
        </Box>
      </Container>
    </Box>
  );
}

/** Publishes the sticky header's height whenever it changes (header-height.ts). */
function useHeaderHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const publish = () => publishHeaderHeight(Math.ceil(element.getBoundingClientRect().height));
    // The observer reports the first size too, at the next frame once layout is done: measuring
    // here would force the whole page's layout inside hydration's commit, its longest task.
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
