import './strings';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { useStrings } from '@/lib/use-strings';
import { areaGroups, researchLines, researchLinesPage } from '#site/content';
import { PageHero } from '@/components/PageHero';
import { useHydrated } from '@/lib/use-hydrated';
import { INITIAL_SELECTION, canReset, isInitialSelection, showsCount, toggleGroup, visibleLines } from './line-filter';
import classes from './ResearchLinesPage.module.css';
import { PAGE_WIDTH } from '@/components/page-width';
import { ContentImage } from '@/components/ContentImage';
import { unitLanguage } from '@/lib/unit-language';
import { markOf, useAreaLanguage, useRegionLanguage } from '@/lib/use-page-language';

const allLines = researchLines.map((line) => line.number);

type Props = { selection: string[]; onChange: (selection: string[]) => void };

/** /linhas-pesquisa: area groups that filter the numbered research lines. */
export function ResearchLinesPage({ selection: urlSelection, onChange }: Props) {
  const { t } = useStrings();
  const hydrated = useHydrated(!isInitialSelection(urlSelection));
  const selection = hydrated ? urlSelection : [...INITIAL_SELECTION];
  const shown = new Set(visibleLines(areaGroups, selection, allLines));
  const lines = researchLines.filter((line) => shown.has(line.number));
  // Each group and line in the language it is written in: a translator's first lines show at once.
  const region = useRegionLanguage();
  const stringsLanguage = useAreaLanguage('research-lines');

  return (
    <>
      <PageHero
        title={researchLinesPage.title}
        subtitle={researchLinesPage.subtitle}
        language={unitLanguage(researchLinesPage)}
      />
      <Container size={PAGE_WIDTH} py="xl">
        <Stack gap="xl">
          <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="line-filter-title">
            <Title order={2} size="h3" id="line-filter-title">
              {t('research-lines.filterTitle')}
            </Title>
            <Text size="sm" mt={4} mb="md">
              {t('research-lines.filterHint')}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
              {areaGroups.map((group) => (
                <UnstyledButton
                  key={group.id}
                  className={classes.group}
                  aria-pressed={selection.includes(group.id)}
                  data-selected={selection.includes(group.id)}
                  lang={markOf(unitLanguage(group), region)}
                  onClick={() => onChange(toggleGroup(selection, group.id))}
                >
                  <ContentImage image={group.image} alt="" lazy={false} className={classes.groupImage} />
                  <Text fw={600} size="sm" mt="xs">
                    {group.name}
                  </Text>
                  <Text size="xs" className={classes.subareas}>
                    {group.subareas.join(' · ')}
                  </Text>
                </UnstyledButton>
              ))}
            </SimpleGrid>
            {/* The count line and the reset button; empty (no height, no margin) while every line
                shows, the live region staying in place for the next announcement. */}
            <Group justify="space-between" className={classes.status}>
              <Text size="sm" aria-live="polite">
                {showsCount(selection)
                  ? t('research-lines.showing', { shown: lines.length, total: allLines.length })
                  : ''}
              </Text>
              {canReset(selection) && (
                <Button variant="subtle" onClick={() => onChange([...INITIAL_SELECTION])}>
                  {t('research-lines.reset')}
                </Button>
              )}
            </Group>
          </Paper>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {lines.map((line) => (
              <Card
                key={line.number}
                withBorder
                radius="lg"
                padding="lg"
                component="article"
                lang={markOf(unitLanguage(line), region)}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Badge size="xl" circle variant="filled" aria-hidden className={classes.number}>
                    {line.number}
                  </Badge>
                  <div>
                    {/* The badge shows the number; the heading names it only for screen readers. */}
                    <Title order={3} size="h4">
                      <span className="visually-hidden" lang={markOf(stringsLanguage, unitLanguage(line))}>
                        {t('research-lines.lineLabel', { number: line.number })}{' '}
                      </span>
                      {line.title}
                    </Title>
                    <Text size="sm" mt="xs">
                      {line.description}
                    </Text>
                  </div>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}
