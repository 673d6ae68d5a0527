import { useNavigate, useSearch } from '@tanstack/react-router';
import {
  parseCmsSearch,
  withListView,
  withRecordClosed,
  withRecordOpen,
  type CmsSearch,
  type CmsTab,
  type ListView,
} from './cms-search';

/**
 * The module's state in the address (/cms?aba=…&editar=…&pagina=…&busca=…&filtro=…): the list's
 * page and filters, and which record is open, so the browser's back button and a shared link
 * find the same view.
 */
export function useCmsView() {
  const search = parseCmsSearch(useSearch({ from: '/_admin/cms' }) as unknown as Record<string, unknown>);
  const navigate = useNavigate();
  // From the address at the moment of navigating, so a filter's late arrival and a click on a
  // record cannot undo each other (cms-search.ts).
  const change = (next: (current: CmsSearch) => CmsSearch, replace = false) =>
    void navigate({
      to: '/cms',
      search: (previous) => next(parseCmsSearch(previous as unknown as Record<string, unknown>)),
      replace,
    });
  return {
    search,
    /** Another tab, with its list from the start. */
    open: (tab: CmsTab) => void navigate({ to: '/cms', search: tab === 'visao-geral' ? {} : { aba: tab } }),
    /** The list's page and filters; the typing of a filter replaces the history entry. */
    setView: (view: ListView) => change((current) => withListView(current, search.aba, view), true),
    edit: (id: string) => change((current) => withRecordOpen(current, id)),
    close: () => change(withRecordClosed),
  };
}
