import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { withDeadline } from '@/lib/supabase/backend';
import type { Database } from '@/lib/supabase/database.types';
import { likePattern } from './filters';
import { PAGE_SIZE, rowRange } from '@/lib/paging';
import { isOwnInsertAgain } from './write-error';

// The admin area's reads and writes of the three content tables, through the site's full client
// (src/lib/supabase/client.ts): the signed-in admin's token, and the same 10 s bound on every
// call as the rest of the site (guardedFetch; withDeadline for a whole write). Row-level
// security decides what goes through.

export type CmsTable = 'blog_posts' | 'producao_cientifica' | 'egressos';
export type CmsRow<T extends CmsTable> = Database['public']['Tables'][T]['Row'];

/**
 * The client without its table types: one set of functions serves three tables whose columns
 * differ, and each caller types its rows itself (CmsRow).
 */
async function client(): Promise<SupabaseClient> {
  const { getSupabase } = await import('@/lib/supabase/client');
  return (await getSupabase()) as unknown as SupabaseClient;
}

/** How a module's list is read: its columns, what the title filter and the choice filter match. */
export interface ListSpec<T extends CmsTable> {
  table: T;
  columns: string;
  termColumn: string;
  filterColumn: string;
  order: readonly { column: string; ascending: boolean }[];
}

export interface ListParams {
  page: number;
  term: string;
  filter: string;
}

/** One page of a module's list, filtered, with the number of rows all its pages hold. */
export const listQuery = <T extends CmsTable>(spec: ListSpec<T>, params: ListParams) =>
  queryOptions({
    queryKey: ['cms', spec.table, 'list', params],
    queryFn: async () => {
      let query = (await client()).from(spec.table).select(spec.columns, { count: 'exact' });
      if (params.term.trim()) query = query.ilike(spec.termColumn, likePattern(params.term));
      if (params.filter) query = query.eq(spec.filterColumn, params.filter);
      for (const { column, ascending } of spec.order) query = query.order(column, { ascending });
      const [from, to] = rowRange(params.page, PAGE_SIZE);
      const { data, error, count } = await query.range(from, to);
      if (error) throw error;
      return { rows: (data ?? []) as unknown as CmsRow<T>[], total: count ?? 0 };
    },
    // The page on screen stays while the next one (or the next filter's) loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

/** One row to edit, or null when there is none (deleted meanwhile). */
export const recordQuery = <T extends CmsTable>(table: T, id: string) =>
  queryOptions({
    queryKey: ['cms', table, 'record', id],
    queryFn: async () => {
      const { data, error } = await (await client()).from(table).select('*').eq('id', id).maybeSingle();
      if (error) throw error;
      return data as CmsRow<T> | null;
    },
    staleTime: 0,
    retry: false,
  });

/** How many rows each module holds, for the overview; HEAD requests, no rows travel. */
export const countsQuery = queryOptions({
  queryKey: ['cms', 'counts'],
  queryFn: async () => {
    const c = await client();
    const count = async (table: CmsTable, published?: boolean) => {
      let query = c.from(table).select('id', { count: 'exact', head: true });
      if (published) query = query.eq('status', 'published');
      const { count: n, error } = await query;
      if (error) throw error;
      return n ?? 0;
    };
    const [news, published, output, alumni] = await Promise.all([
      count('blog_posts'),
      count('blog_posts', true),
      count('producao_cientifica'),
      count('egressos'),
    ]);
    return { news, published, drafts: news - published, output, alumni };
  },
  staleTime: 0,
  retry: false,
});

export type Write =
  /** id: made in the browser, so a retry of an insert whose answer was lost finds its row. */
  | { kind: 'insert'; id: string; values: Record<string, unknown> }
  | { kind: 'update'; id: string; values: Record<string, unknown> }
  | { kind: 'delete'; id: string };

/** What every write request answers: one row, or the error with the HTTP status it came with. */
interface OneRow {
  abortSignal(signal: AbortSignal): {
    select(): { single(): PromiseLike<{ data: unknown; error: unknown; status: number }> };
  };
}

async function one<T extends CmsTable>(request: OneRow, signal: AbortSignal): Promise<CmsRow<T>> {
  const { data, error, status } = await request.abortSignal(signal).select().single();
  // The status tells a server fault (5xx) from a refusal when the body names no code.
  if (error) throw Object.assign(error, { status });
  return data as CmsRow<T>;
}

/**
 * Runs one write and answers the row as the database left it (for a delete, as it was). An
 * insert carries its own id, so retrying a save whose answer was lost never makes a second
 * record: the row it finds is updated instead. Updates and deletes by id are safe to repeat.
 */
export async function runWrite<T extends CmsTable>(
  table: T,
  write: Write,
  signal: AbortSignal = new AbortController().signal,
): Promise<CmsRow<T>> {
  const rows = (await client()).from(table);
  if (write.kind === 'delete') return one<T>(rows.delete().eq('id', write.id), signal);
  if (write.kind === 'update') return one<T>(rows.update(write.values).eq('id', write.id), signal);
  try {
    return await one<T>(rows.insert({ ...write.values, id: write.id }), signal);
  } catch (error) {
    if (!isOwnInsertAgain(error, table)) throw error;
    return one<T>(rows.update(write.values).eq('id', write.id), signal);
  }
}

/**
 * A write to one of the tables, given up after REQUEST_TIMEOUT_MS whatever it waits for (the
 * session, the answer). It runs even when the browser says it is offline (react-query would hold
 * it until the connection returns and then save behind the admin's back): it fails at once and
 * the editor says so. Once it succeeds every cached read is marked stale: the admin lists and
 * counts, and the public pages' news and search rows, so whatever is on screen (or opened next
 * in this visit) shows the change.
 */
export function useRecordWrite<T extends CmsTable>(table: T) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: Write) => withDeadline((signal) => runWrite(table, write, signal)),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
