import { useNavigate, useSearch } from '@tanstack/react-router';
import { parseCmsSearch, type CmsTab } from './cms-search';
import type { ListView } from './RecordList';

/**
 * The module's state in the address (/cms?aba=…&editar=…&pagina=…&busca=…&filtro=…): the list's
 * page and filters, and which record is open, so the browser's back button and a shared link
 * find the same view.
 */
export function useCmsView() {
  const search = parseCmsSearch(useSearch({ from: '/_admin/cms' }) as unknown as Record<string, unknown>);
  const navigate = useNavigate();
  return {
    search,
    /** Another tab, with its list from the start. */
    open: (tab: CmsTab) => void navigate({ to: '/cms', search: tab === 'visao-geral' ? {} : { aba: tab } }),
    /** The list's page and filters; the typing of a filter replaces the history entry. */
    setView: (view: ListView) => void navigate({ to: '/cms', search: { aba: search.aba, ...view }, replace: true }),
    edit: (id: string) => void navigate({ to: '/cms', search: { ...search, editar: id } }),
    close: () => void navigate({ to: '/cms', search: { ...search, editar: undefined } }),
  };
}
