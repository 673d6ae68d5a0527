import './strings';
import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Card, Container, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { PageBreadcrumbs } from '@/components/PageBreadcrumbs';
import { PageHead } from '@/components/PageHead';
import { useHydrated } from '@/lib/use-hydrated';
import type { ListParams } from './list-params';
import { listPage, loadFailure, pageHolding, type ListPage } from './list-page';
import classes from './ListParts.module.css';

/** A list page's frame: its head, breadcrumbs, heading and intro (prerendered), then the list. */
export function ListShell({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <PageHead title={title} description={intro} />
      <PageBreadcrumbs title={title} />
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text size="lg" mt="xs">
            {intro}
          </Text>
        </div>
        {children}
      </Stack>
    </Container>
  );
}

/** While the rows load: one line, announced. */
function ListLoading({ text }: { text: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm">{text}</Text>
    </Group>
  );
}

/** A read that failed: what happened, and a way to try again. */
function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useStrings();
  const failure = loadFailure(error);
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  return (
    <Alert color="orange" variant="light" role="alert" title={t('listings.error.title')}>
      <Text size="sm" mb="sm">
        {failure === 'refused' ? t('listings.error.refused', { code }) : t(`listings.error.${failure}`)}
      </Text>
      <Button variant="light" size="xs" onClick={onRetry}>
        {t('listings.error.retry')}
      </Button>
    </Alert>
  );
}

/** One filter: a native select (every device's own picker), "any" first. */
export function FilterSelect(props: {
  label: string;
  any: string;
  options: readonly string[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { label, any, options, value, onChange } = props;
  // A value the URL names but no entry holds stays selectable, so the select shows what filters.
  const shown = value !== undefined && !options.includes(value) ? [value, ...options] : options;
  return (
    <NativeSelect
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
      data={[{ value: '', label: any }, ...shown.map((option) => ({ value: option, label: option }))]}
      w={{ base: '100%', xs: 220 }}
    />
  );
}

/** The filters' row: the selects, the count and, when a filter is on, a way to clear them. */
export function FilterBar({
  children,
  total,
  active,
  onClear,
}: {
  children: ReactNode;
  total: number | undefined;
  active: boolean;
  onClear: () => void;
}) {
  const { t } = useStrings();
  return (
    <Group component="form" role="search" aria-label={t('listings.filters.label')} align="flex-end" gap="md">
      {children}
      {active && (
        <Button variant="subtle" onClick={onClear}>
          {t('listings.filters.clear')}
        </Button>
      )}
      {total !== undefined && (
        <Text size="sm" ml="auto" aria-live="polite">
          {t('listings.count', { count: total })}
        </Text>
      )}
    </Group>
  );
}

/** Previous / next with where the visitor is; nothing for a list of one page. */
function Pager({ page, onPage }: { page: ListPage<unknown>; onPage: (page: number) => void }) {
  const { t } = useStrings();
  if (page.pages <= 1) return null;
  return (
    <Group component="nav" aria-label={t('listings.paging.label')} gap="sm" justify="center">
      <Button variant="default" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        {t('listings.paging.previous')}
      </Button>
      <Text size="sm">{t('listings.paging.status', { page: page.page, pages: page.pages })}</Text>
      <Button variant="default" disabled={page.page >= page.pages} onClick={() => onPage(page.page + 1)}>
        {t('listings.paging.next')}
      </Button>
    </Group>
  );
}

/**
 * The anchor of the address (`#<id>`), without its '#'; none until the page has hydrated, since
 * the prerendered HTML could not know it and the first render must match that HTML.
 */
function useOpenedKey(): string {
  const hash = useLocation({ select: (location) => location.hash });
  return useHydrated(hash !== '') ? hash : '';
}

/**
 * The page of `shown` to render and the entry the address opens (its anchor): the page holding
 * that entry when the list has it, else the URL's page. Once the rows are `ready`, the entry is
 * brought into view.
 */
export function useShownPage<T extends { key: string }>(shown: readonly T[], params: ListParams, ready: boolean) {
  const opened = useOpenedKey();
  const page = listPage(shown, (opened ? pageHolding(shown, opened) : undefined) ?? params.pagina);
  useRevealOpened(opened, ready && page.items.some((item) => item.key === opened));
  return { opened, page };
}

type EntryProps = Omit<Parameters<typeof ListEntry>[0], 'id' | 'opened'>;

/**
 * The list under its filters: what it is doing instead of showing entries (loading, failed, or
 * holding none), the page's entries, and the pager. The prerendered page already says it is
 * loading, and entries appear only with the rows, all at once in their order: a featured
 * publication shown first and pushed down by newer rows would shift the page under the reader.
 */
export function ListBody<T extends { key: string }>({
  area,
  rows,
  filtered,
  page,
  opened,
  entry,
  onPage,
}: {
  /** Whose strings say that it loads or holds nothing. */
  area: 'output' | 'alumni';
  rows: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'isSuccess' | 'error' | 'refetch'>;
  /** Whether a filter is on (an empty list then says the filters left nothing). */
  filtered: boolean;
  page: ListPage<T>;
  opened: string;
  entry: (item: T) => EntryProps;
  onPage: (page: number) => void;
}) {
  const { t } = useStrings();
  const empty = filtered ? t(`listings.${area}.emptyFiltered`) : t(`listings.${area}.empty`);
  return (
    <div className={classes.body}>
      {rows.isPending && <ListLoading text={t(`listings.${area}.loading`)} />}
      {rows.isError && <ListError error={rows.error} onRetry={() => void rows.refetch()} />}
      {rows.isSuccess && page.total === 0 && <Text role="status">{empty}</Text>}
      {!rows.isPending && (
        <>
          <Stack gap="md">
            {page.items.map((item) => (
              <ListEntry key={item.key} id={item.key} opened={item.key === opened} {...entry(item)} />
            ))}
          </Stack>
          <Pager page={page} onPage={onPage} />
        </>
      )}
    </div>
  );
}

/** The year filter every list has; the URL holds the year as a number. */
export function YearSelect({
  options,
  value,
  onChange,
}: {
  options: readonly string[];
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useStrings();
  return (
    <FilterSelect
      label={t('listings.filters.year')}
      any={t('listings.filters.anyYear')}
      options={options}
      value={value?.toString()}
      onChange={(year) => onChange(year === undefined ? undefined : Number(year))}
    />
  );
}

/**
 * Brings the entry an address names into view once the list shows it, and moves focus there, so
 * a keyboard or screen-reader user starts from it too. The browser cannot: the entry arrives with
 * the rows, after it looked for the anchor.
 */
function useRevealOpened(key: string, shown: boolean) {
  useEffect(() => {
    if (!key || !shown) return;
    const element = document.getElementById(key);
    element?.scrollIntoView({ block: 'start' });
    element?.focus({ preventScroll: true });
  }, [key, shown]);
}

/**
 * One entry: its heading and its details, as a term/description list. `lang` marks what the entry
 * says (a database row is Portuguese on every page) apart from the labels, which are the page's.
 */
function ListEntry({
  id,
  opened,
  lang,
  badge,
  title,
  details,
}: {
  id: string;
  opened: boolean;
  lang: string | undefined;
  badge: string;
  title: string;
  details: { label: string; value: string }[];
}) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      id={id}
      tabIndex={-1}
      className={classes.entry}
      data-opened={opened || undefined}
    >
      <Text size="sm" fw={600} c="dimmed" lang={lang}>
        {badge}
      </Text>
      <Title order={2} size="h4" lang={lang}>
        {title}
      </Title>
      <dl className={classes.details}>
        {details
          .filter((detail) => detail.value !== '')
          .map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd lang={lang}>{detail.value}</dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}
