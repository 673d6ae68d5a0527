import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useStrings } from '@/lib/use-strings';
import { DataTable } from '@/components/DataTable';
import { notify } from '@/lib/notify';
import { listQuery, useRecordWrite, type CmsRow, type CmsTable, type ListSpec } from './cms-data';
import { ConfirmDelete } from './ConfirmDelete';
import type { ListView } from './cms-search';
import { clampPage, pageCount } from '@/lib/paging';
import { shownName } from './shown-name';
import { failureMessage } from './problem-message';
import { classifyWriteError } from './write-error';
import classes from './RecordList.module.css';

export interface Column<T extends CmsTable> {
  header: string;
  cell: (row: CmsRow<T>) => ReactNode;
}

export interface RecordListProps<T extends CmsTable> {
  spec: ListSpec<T>;
  view: ListView;
  onView: (view: ListView) => void;
  onEdit: (id: string) => void;
  createLabel: string;
  termLabel: string;
  filterLabel: string;
  filterOptions: readonly { value: string; label: string }[];
  /** The record's name, as the row holds it (the buttons' labels and messages show it via shownName). */
  nameOf: (row: CmsRow<T>) => unknown;
  columns: readonly Column<T>[];
  /** Actions of a row besides editing and deleting (publishing a post). */
  rowActions?: (row: CmsRow<T>) => ReactNode;
}

/**
 * A module's records: a title filter and a choice filter (both in the address), one page of
 * rows newest first, paging for hundreds of rows, and for each row edit and delete (confirmed).
 */
export function RecordList<T extends CmsTable>(props: RecordListProps<T>) {
  const { spec, view, onView } = props;
  const { t } = useStrings();
  const [term, setTerm] = useState(view.busca ?? '');
  // The address (and the query) follows the typing once it pauses.
  const applyTerm = useDebouncedCallback(
    (value: string) => onView({ ...view, busca: value || undefined, pagina: undefined }),
    300,
  );
  const list = useQuery(listQuery(spec, { page: view.pagina ?? 1, term: view.busca ?? '', filter: view.filtro ?? '' }));
  const remove = useRecordWrite(spec.table);
  const [doomed, setDoomed] = useState<CmsRow<T> | null>(null);
  // A blank or enormous name (a row from before the editor's rules) still labels its buttons.
  const nameOf = (row: CmsRow<T>) => shownName(props.nameOf(row), t('common.untitled'));

  const total = list.data?.total ?? 0;
  const pages = pageCount(total);
  const page = clampPage(view.pagina, pages);
  const filtered = Boolean(view.busca || view.filtro);
  // A page past the end (its last rows deleted, or a hand-edited address) moves to the last one.
  const pastEnd = list.data !== undefined && !list.isPlaceholderData && (view.pagina ?? 1) > pages;
  useEffect(() => {
    if (pastEnd) onView({ ...view, pagina: pages > 1 ? pages : undefined });
  }, [pastEnd, pages, view, onView]);

  const confirmDelete = () => {
    if (!doomed) return;
    const name = nameOf(doomed);
    remove.mutate(
      { kind: 'delete', id: doomed.id },
      {
        onSuccess: () => {
          setDoomed(null);
          notify({ color: 'green', message: t('cms.confirmDelete.done', { name }) });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm" className={classes.filters}>
          <TextInput
            label={props.termLabel}
            value={term}
            type="search"
            maxLength={100}
            onChange={(event) => {
              setTerm(event.currentTarget.value);
              applyTerm(event.currentTarget.value);
            }}
          />
          <NativeSelect
            label={props.filterLabel}
            value={view.filtro ?? ''}
            data={[{ value: '', label: t('cms.list.allOptions') }, ...props.filterOptions]}
            onChange={(event) => onView({ ...view, filtro: event.currentTarget.value || undefined, pagina: undefined })}
          />
        </Group>
        <Button onClick={() => props.onEdit('novo')}>{props.createLabel}</Button>
      </Group>

      {list.isPending && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('cms.list.loading')}</Text>
        </Group>
      )}
      {list.isError && (
        <Alert color="red" variant="light" role="alert" title={t('cms.list.error')}>
          <Text size="sm" mb="xs">
            {failureMessage(t, classifyWriteError(list.error))}
          </Text>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('cms.list.retry')}
          </Button>
        </Alert>
      )}
      {list.data && (
        <>
          <Text size="sm" aria-live="polite" data-testid="record-count">
            {t('cms.list.count', { count: total })}
          </Text>
          {list.data.rows.length === 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text>{filtered ? t('cms.list.emptyFiltered') : t('cms.list.empty')}</Text>
              {filtered && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => {
                    setTerm('');
                    onView({});
                  }}
                >
                  {t('cms.list.clearFilters')}
                </Button>
              )}
            </Stack>
          ) : (
            <DataTable striped scroll={{ label: t('cms.list.scroll'), minWidth: 640 }}>
              <thead>
                <tr>
                  {props.columns.map((column) => (
                    <th key={column.header} scope="col">
                      {column.header}
                    </th>
                  ))}
                  <th scope="col">{t('cms.list.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.rows.map((row) => {
                  const name = nameOf(row);
                  return (
                    <tr key={row.id}>
                      {props.columns.map((column, index) =>
                        index === 0 ? (
                          <th key={column.header} scope="row" className={classes.name}>
                            {column.cell(row)}
                          </th>
                        ) : (
                          <td key={column.header}>{column.cell(row)}</td>
                        ),
                      )}
                      <td>
                        <Group gap={6} wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="light"
                            aria-label={t('cms.list.editNamed', { name })}
                            onClick={() => props.onEdit(row.id)}
                          >
                            {t('cms.list.edit')}
                          </Button>
                          {props.rowActions?.(row)}
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            aria-label={t('cms.list.deleteNamed', { name })}
                            onClick={() => {
                              remove.reset();
                              setDoomed(row);
                            }}
                          >
                            {t('cms.list.delete')}
                          </Button>
                        </Group>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </DataTable>
          )}
          {pages > 1 && (
            <Group component="nav" aria-label={t('cms.list.paging')} gap="sm">
              <Button
                variant="default"
                size="compact-sm"
                disabled={page <= 1}
                onClick={() => onView({ ...view, pagina: page - 1 > 1 ? page - 1 : undefined })}
              >
                {t('cms.list.previous')}
              </Button>
              <Text size="sm">{t('cms.list.page', { page, pages })}</Text>
              <Button
                variant="default"
                size="compact-sm"
                disabled={page >= pages}
                onClick={() => onView({ ...view, pagina: page + 1 })}
              >
                {t('cms.list.next')}
              </Button>
            </Group>
          )}
        </>
      )}
      <ConfirmDelete
        name={doomed ? nameOf(doomed) : null}
        pending={remove.isPending}
        error={remove.isError ? failureMessage(t, classifyWriteError(remove.error)) : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setDoomed(null)}
      />
    </Stack>
  );
}
