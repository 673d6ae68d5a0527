import './strings';
import { useDeferredValue, useMemo } from 'react';
import { Alert, Container, Loader, Group, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import { useQuery } from '@tanstack/react-query';
import { useStrings } from '@/lib/use-strings';
import { PageHero } from '@/components/PageHero';
import { useHydrated } from '@/lib/use-hydrated';
import { useContentLanguage } from '@/lib/use-page-language';
import { languageInfo } from '@/lib/languages';
import contentIndex from '#site/content/searchIndex.json';
import { searchDataQuery } from './search-data';
import { matchEntries, type CategoryName, type SearchEntry } from '@/lib/search-index/search-entry';
import { SearchResultCard } from './SearchResultCard';
import { SearchField } from './SearchField';
import { PAGE_WIDTH, READING_WIDTH } from '@/components/page-width';

// The content half of the index, built at build time (velite.config.ts), in the page's language.
const staticEntries: readonly SearchEntry[] = contentIndex;

/** /busca?q=: content and database results for the term, or a prompt to type one. */
export function SearchPage({ term: urlTerm }: { term: string }) {
  const { t } = useStrings();
  // The prerendered page has no query string: the term applies once hydrated.
  const hydrated = useHydrated(urlTerm !== '');
  const term = hydrated ? urlTerm : '';
  const locale = languageInfo(useContentLanguage()).htmlLang;
  const categoryName: CategoryName = (category, type) => t(`search.categories.${category}`, { type });
  const database = useQuery({ ...searchDataQuery({ categoryName, locale }), enabled: term !== '' });
  // The results render as a transition, in slices the browser can interrupt: the term arrives
  // in a synchronous update right after hydration, and building every result card in it held
  // the main thread for about 250 ms at the benchmark's 4x CPU slowdown.
  const shownTerm = useDeferredValue(term);
  const shownRows = useDeferredValue(database.data);
  const rowsPending = database.isPending || shownRows !== database.data;
  const results = useMemo(
    () => matchEntries([...staticEntries, ...(shownRows ?? [])], shownTerm),
    [shownTerm, shownRows],
  );

  return (
    <>
      <PageHero title={t('search.title')} subtitle={t('search.description')}>
        <SearchField term={term} />
      </PageHero>
      <Container size={PAGE_WIDTH} py="xl">
        {/* At least a screen tall: the prerendered page cannot know the term, so results replace
          the prompt after hydration and database rows join later; the footer stays below the
          fold instead of jumping down the screen (layout shift). */}
        <Stack gap="lg" maw={READING_WIDTH} mih="100vh">
          {shownTerm === '' ? (
            <SearchNotice title={t('search.empty.title')} text={t('search.empty.text')} />
          ) : (
            <>
              <div>
                <Text size="lg">
                  {t('search.searchingFor')} <strong>&ldquo;{shownTerm}&rdquo;</strong>
                </Text>
                <Group gap="xs" mt={4}>
                  {/* No count line for no result: 'Nenhum resultado encontrado' says it. */}
                  {results.length > 0 && (
                    <Text size="sm" role="status" data-testid="result-count">
                      {t('search.count', { count: results.length })}
                    </Text>
                  )}
                  {database.isPending && (
                    <>
                      <Loader size="xs" aria-hidden />
                      <Text size="sm">{t('search.loadingDatabase')}</Text>
                    </>
                  )}
                </Group>
              </div>
              {database.isError && (
                <Alert color="orange" variant="light" title={t('search.databaseError.title')} role="alert">
                  {t('search.databaseError.text')}
                </Alert>
              )}
              {results.length > 0 ? (
                <Stack gap="md">
                  {results.map((entry) => (
                    <SearchResultCard key={`${entry.path}|${entry.title}`} entry={entry} />
                  ))}
                </Stack>
              ) : (
                !rowsPending && <SearchNotice title={t('search.none.title')} text={t('search.none.text')} />
              )}
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}

function SearchNotice({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder p="xl" radius="lg">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text mt="sm">{text}</Text>
    </Paper>
  );
}
