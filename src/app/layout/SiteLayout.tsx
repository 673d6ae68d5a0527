import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { AccessibilityBar } from '@/features/accessibility/AccessibilityBar';
import { RouteAnnouncer } from '@/features/accessibility/RouteAnnouncer';
import { MAIN_ID } from '@/features/accessibility/shortcuts';
import { Footer } from './Footer';
import { Header } from './Header';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AccessibilityBar />
      <Header />
      <Box component="main" id={MAIN_ID} tabIndex={-1}>
        {children}
      </Box>
      <Footer />
      <RouteAnnouncer />
    </>
  );
}
