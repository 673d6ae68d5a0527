import { Container, Stack, Text, Title } from '@mantine/core';
import { useStrings } from '@/lib/use-strings';
import { DEFAULT_LANGUAGE } from '@/lib/languages';
import { useContentHydrated } from '@/lib/page-hydration';
import { PageHead } from './PageHead';
import { ButtonLink } from './links';

export function NotFound() {
  // It fills the page's content when a page fails or does not exist.
  useContentHydrated();
  const { t, i18n } = useStrings();
  const heading = t('common.notFound.heading');
  // The Portuguese interface keeps this heading in English: marked so (WCAG 3.1.2) wherever it is
  // shown in those words, unmarked once a language translates it into the page's own.
  const headingLang = heading === i18n.getFixedT(DEFAULT_LANGUAGE)('common.notFound.heading') ? 'en' : undefined;
  return (
    <Container size="sm" py={80}>
      <PageHead title={t('common.notFound.title')} description={t('common.notFound.title')} />
      <Stack align="center" gap="lg" ta="center">
        <Text fz={72} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1} lang={headingLang}>
          {heading}
        </Title>
        <ButtonLink to="/">{t('common.notFound.homeLink')}</ButtonLink>
      </Stack>
    </Container>
  );
}
