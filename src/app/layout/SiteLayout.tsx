import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { AccessibilityBar } from '@/features/accessibility/AccessibilityBar';
import { RouteAnnouncer } from '@/features/accessibility/RouteAnnouncer';
import { MAIN_ID } from '@/features/accessibility/shortcuts';
import { useFallbackLang } from '@/lib/use-page-language';
import { Footer } from './Footer';
import { Header } from './Header';
import { UntranslatedNotice } from './UntranslatedNotice';

export function SiteLayout({ children }: { children: ReactNode }) {
  // Every region is in Portuguese until the page is translated into the page's language, and
  // the notice says so.
  const lang = useFallbackLang();
  return (
    <>
      <AccessibilityBar lang={lang} />
      <Header lang={lang} />
      <Box component="main" id={MAIN_ID} tabIndex={-1} lang={lang}>
        {lang && <UntranslatedNotice />}
        {children}
      </Box>
      <Footer lang={lang} />
      <RouteAnnouncer />
    </>
  );
}
