import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContentHydrated } from '@/lib/page-hydration';
import { PageHead } from './PageHead';
import { ButtonLink } from './links';

export function NotFound() {
  // It fills the page's content when a page fails or does not exist.
  useContentHydrated();
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <PageHead title={t('common.notFound.title')} description={t('common.notFound.title')} />
      <Stack align="center" gap="lg" ta="center">
        <Text fz={72} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        {/* The heading's wording is English, even on a Portuguese page: lang says so (WCAG 3.1.2). */}
        <Title order={1} lang="en">
          {t('common.notFound.heading')}
        </Title>
        <ButtonLink to="/">{t('common.notFound.homeLink')}</ButtonLink>
      </Stack>
    </Container>
  );
}
