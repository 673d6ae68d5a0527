import './strings';
import { useRef } from 'react';
import { Button, Chip, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Chip.css';
import { useStrings } from '@/lib/use-strings';
import { advisers, advisersPage, advisorAreas } from '#site/content';
import { PageHero } from '@/components/PageHero';
import { unitLanguage } from '@/lib/unit-language';
import { markOf, useRegionLanguage } from '@/lib/use-page-language';
import { SEARCH_TEXT_MAX } from '@/lib/search-text';
import { useHydrated } from '@/lib/use-hydrated';
import { AdviserEntry } from './AdviserEntry';
import { emptyResultParts } from './advisers-search';
import { filterAdvisers, hasActiveFilters } from './filter-advisers';
import { useSearchTerm } from './use-search-term';
import { PAGE_WIDTH } from '@/components/page-width';

type Props = {
  term: string;
  areas: string[];
  /** Records the filters in the URL; settles once the router has. */
  onChange: (term: string, areas: string[]) => Promise<unknown>;
};

/** /orientadores: search by name, filter by research area, one card per adviser. */
export function AdvisersPage({ term: urlTerm, areas: urlAreas, onChange }: Props) {
  const { t } = useStrings();
  // The prerendered page has no filters; the URL's apply once hydrated.
  const hydrated = useHydrated(hasActiveFilters({ term: urlTerm, areas: urlAreas }));
  const [term, changeTerm] = useSearchTerm(hydrated ? urlTerm : '');
  const areas = hydrated ? urlAreas : [];
  const change = (nextTerm: string, nextAreas: string[]) => changeTerm(nextTerm, () => onChange(nextTerm, nextAreas));
  const filters = { term, areas };
  const region = useRegionLanguage();
  const visible = filterAdvisers(advisers, filters);
  const active = hasActiveFilters(filters);
  const search = useRef<HTMLInputElement>(null);
  // The button disappears with the filters: focus goes to the search box rather than <body>.
  const clearFilters = () => {
    change('', []);
    search.current?.focus();
  };

  return (
    <>
      <PageHero title={advisersPage.title} subtitle={advisersPage.subtitle} language={unitLanguage(advisersPage)} />
      <Container size={PAGE_WIDTH} py="xl">
        <Stack gap="lg">
          <TextInput
            ref={search}
            type="search"
            label={t('advisers.searchLabel')}
            placeholder={t('advisers.searchPlaceholder')}
            value={term}
            maxLength={SEARCH_TEXT_MAX}
            onChange={(event) => change(event.currentTarget.value.slice(0, SEARCH_TEXT_MAX), areas)}
            maw={480}
          />
          <div role="group" aria-labelledby="adviser-areas-label">
            <Text id="adviser-areas-label" fw={600} size="sm" mb="xs">
              {t('advisers.areasLabel')}
            </Text>
            <Chip.Group multiple value={areas} onChange={(next) => change(term, next)}>
              <Group gap="xs">
                {advisorAreas.map((area) => (
                  <Chip key={area.id} value={area.id} variant="outline">
                    <span lang={markOf(unitLanguage(area), region)}>{area.name}</span>
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
          <Group justify="space-between" mih={36}>
            <Text aria-live="polite" size="sm">
              {t('advisers.count', { count: visible.length })}
            </Text>
            {active && (
              <Button variant="subtle" onClick={clearFilters}>
                {t('advisers.clear')}
              </Button>
            )}
          </Group>
          {visible.length > 0 ? (
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4 }} spacing="lg">
              {visible.map((adviser) => (
                <AdviserEntry key={adviser.id} adviser={adviser} />
              ))}
            </SimpleGrid>
          ) : (
            // The count above is the live region that announces the change.
            <Title order={2} size="h4">
              {emptyResultParts(term, areas.length)
                .map((part) => t(`advisers.empty.${part}`, { term: term.trim() }))
                .join('')}
            </Title>
          )}
        </Stack>
      </Container>
    </>
  );
}
