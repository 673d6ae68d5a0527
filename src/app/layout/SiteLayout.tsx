import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { AccessibilityBar } from '@/features/accessibility/AccessibilityBar';
import { RouteAnnouncer } from '@/features/accessibility/RouteAnnouncer';
import { MAIN_ID } from '@/features/accessibility/shortcuts';
import { InterfaceLanguage, useFallbackLang, useShellLang } from '@/lib/use-page-language';
import { Footer } from './Footer';
import { Header } from './Header';
import { UntranslatedNotice } from './UntranslatedNotice';

export function SiteLayout({ children }: { children: ReactNode }) {
  // The shell (accessibility bar, header, footer) and the page's own content each read in
  // Portuguese, interface strings too, until the page's language translates them (each its own
  // unit); the notice says so of the page (docs/i18n.md, "Units, and what counts as translated").
  const shellLang = useShellLang();
  const pageLang = useFallbackLang();
  return (
    <InterfaceLanguage portuguese={shellLang !== undefined}>
      <AccessibilityBar lang={shellLang} />
      <Header lang={shellLang} />
      <Box component="main" id={MAIN_ID} tabIndex={-1} lang={pageLang}>
        <InterfaceLanguage portuguese={pageLang !== undefined}>
          {pageLang && <UntranslatedNotice />}
          {children}
        </InterfaceLanguage>
      </Box>
      <Footer lang={shellLang} />
      <RouteAnnouncer />
    </InterfaceLanguage>
  );
}
