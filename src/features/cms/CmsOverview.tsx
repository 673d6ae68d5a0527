import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import { useQuery } from '@tanstack/react-query';
import { useStrings } from '@/lib/use-strings';
import { countsQuery } from './cms-data';
import type { CmsTab } from './cms-search';
import { failureMessage } from './problem-message';
import { useCmsView } from './use-cms-view';
import { classifyWriteError } from './write-error';
import classes from './CmsModules.module.css';

type Counts = { news: number; published: number; drafts: number; output: number; alumni: number };
type Module = 'output' | 'events' | 'news' | 'alumni' | 'awards';

/** The modules in the tabs' order: the tab each opens, and the line that counts its records. */
const MODULES: readonly {
  module: Module;
  tab: CmsTab;
  count?: (counts: Counts) => [string, Record<string, number>];
}[] = [
  { module: 'output', tab: 'producao', count: (c) => ['cms.overview.output', { count: c.output }] },
  { module: 'events', tab: 'eventos' },
  {
    module: 'news',
    tab: 'noticias',
    count: (c) => ['cms.overview.news', { count: c.news, published: c.published, drafts: c.drafts }],
  },
  { module: 'alumni', tab: 'egressos', count: (c) => ['cms.overview.alumni', { count: c.alumni }] },
  { module: 'awards', tab: 'premios' },
];

/** Each module's state (working, or waiting for a table) and how many records it holds. */
export function CmsOverview() {
  const { t } = useStrings();
  const view = useCmsView();
  const counts = useQuery(countsQuery);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('cms.overview.title')}
      </Title>
      <Text>{t('cms.overview.intro')}</Text>
      {counts.isError && (
        <Text role="alert" c="red" fw={600}>
          {t('cms.overview.error')} {failureMessage(t, classifyWriteError(counts.error))}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {MODULES.map(({ module, tab, count }) => {
          const name = t(`cms.modules.${module}.tab`);
          const line = count && counts.data ? count(counts.data) : null;
          return (
            <Card key={module} withBorder radius="lg" padding="lg" component="section" aria-label={name}>
              <Stack gap="sm" h="100%" justify="space-between">
                <Stack gap={6}>
                  <Title order={3} size="h4">
                    {name}
                  </Title>
                  {count ? (
                    <Badge color="green" variant="light" tt="none" className={classes.active}>
                      {t('cms.status.label')}: {t('cms.status.active')}
                    </Badge>
                  ) : (
                    <Badge color="orange" variant="light" tt="none" className={classes.status}>
                      {t('cms.status.label')}: {t('cms.status.waiting')}
                    </Badge>
                  )}
                  {count && counts.isPending && (
                    <Group gap="xs" role="status">
                      <Loader size="xs" aria-hidden />
                      <Text size="sm">{t('cms.overview.loading')}</Text>
                    </Group>
                  )}
                  {line && (
                    <Text size="sm" data-testid={`count-${module}`}>
                      {t(line[0] as 'cms.overview.news', line[1])}
                    </Text>
                  )}
                  {!count && <Text size="sm">{t('cms.overview.noTable')}</Text>}
                </Stack>
                <div>
                  <Button variant="light" size="compact-sm" onClick={() => view.open(tab)}>
                    {t('cms.overview.open', { module: name })}
                  </Button>
                </div>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
