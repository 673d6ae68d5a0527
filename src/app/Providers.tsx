import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { colorSchemeManager, theme } from './theme';
import { LanguageSync } from './LanguageSync';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="dark" colorSchemeManager={colorSchemeManager}>
          <Notifications position="top-right" />
          <LanguageSync />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
