import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer';
import { Header } from './Header';

export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a href="#conteudo" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <Header />
      <Box component="main" id="conteudo" tabIndex={-1}>
        {children}
      </Box>
      <Footer />
    </>
  );
}
