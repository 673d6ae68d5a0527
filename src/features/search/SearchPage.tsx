import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@/components/PageHead';
import { useHydrated } from '@/lib/use-hydrated';

/** /busca: the term searched for; results arrive with the search issue. */
export function SearchPage({ term }: { term: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // The prerendered page has no query string: show the term only once hydrated.
  const shownTerm = hydrated ? term : '';
  return (
    <Container size="md" py="xl">
      <PageHead title={t('pages.search.title')} description={t('pages.search.description')} />
      <Stack gap="lg">
        <Title order={1}>{t('pages.search.title')}</Title>
        {shownTerm ? (
          <Text size="lg">
            {t('pages.search.searchingFor')} <strong>&ldquo;{shownTerm}&rdquo;</strong>
          </Text>
        ) : (
          <Paper withBorder p="xl" radius="lg">
            <Title order={2} size="h3">
              {t('pages.search.empty.title')}
            </Title>
            <Text mt="sm">{t('pages.search.empty.text')}</Text>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
