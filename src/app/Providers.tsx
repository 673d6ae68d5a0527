import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { useToastsRequested } from '@/lib/notify';
import { colorSchemeManager, theme } from './theme';

const Toasts = lazy(() => import('./Toasts'));

export function Providers({ children }: { children: ReactNode }) {
  const toasts = useToastsRequested();
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="dark" colorSchemeManager={colorSchemeManager}>
        {toasts && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
