import { textParam } from '@/lib/search-param';

/** The /cms tabs, in the order the admin area shows them, as they appear in the address (?aba=). */
export const CMS_TABS = ['visao-geral', 'producao', 'eventos', 'noticias', 'egressos', 'premios'] as const;
export type CmsTab = (typeof CMS_TABS)[number];

/**
 * /cms's query: the tab, the record being edited (`novo` for a new one), and the list's page,
 * title filter and choice filter (status, type or level). Whatever is malformed reads as absent,
 * so a hand-edited address degrades to the overview.
 */
export interface CmsSearch {
  aba?: CmsTab;
  editar?: string;
  pagina?: number;
  busca?: string;
  filtro?: string;
}

export function parseCmsSearch(search: Record<string, unknown>): CmsSearch {
  const aba = textParam(search.aba, 20);
  const pagina = typeof search.pagina === 'number' ? search.pagina : Number(textParam(search.pagina, 6));
  const result: CmsSearch = {};
  if (aba && (CMS_TABS as readonly string[]).includes(aba)) result.aba = aba as CmsTab;
  const editar = textParam(search.editar, 40);
  if (editar && /^(novo|[0-9a-f-]{36})$/.test(editar)) result.editar = editar;
  if (Number.isInteger(pagina) && pagina > 1 && pagina < 100_000) result.pagina = pagina;
  const busca = textParam(search.busca, 100);
  if (busca) result.busca = busca;
  const filtro = textParam(search.filtro, 40);
  if (filtro) result.filtro = filtro;
  return result;
}

/** A list's page and filters, as the address holds them. */
export type ListView = Pick<CmsSearch, 'pagina' | 'busca' | 'filtro'>;

// Each change of view is computed from the address as it is when the navigation happens (the
// router's pending location), not as it was when the page last rendered. A filter applies 300 ms
// after the last key: built from the address of that render, it would close a record opened in
// those 300 ms, or carry one tab's filter into another.

/** The address after `tab`'s list changes its page or filters: nothing if a record or another tab is open. */
export function withListView(current: CmsSearch, tab: CmsTab | undefined, view: ListView): CmsSearch {
  if (current.editar !== undefined || current.aba !== tab) return current;
  return { aba: tab, ...view };
}

/** The address with record `id` open (`novo`: a new one), the list's view kept for its return. */
export function withRecordOpen(current: CmsSearch, id: string): CmsSearch {
  return { ...current, editar: id };
}

/** The record the address opens in the editor: none (the list), a new one (no id) or row `id`. */
export function openedRecord(search: CmsSearch): { id: string | undefined } | null {
  if (search.editar === undefined) return null;
  return { id: search.editar === 'novo' ? undefined : search.editar };
}

/** The address with no record open: the list as it was left. */
export function withRecordClosed(current: CmsSearch): CmsSearch {
  const { editar: _closed, ...list } = current;
  return list;
}
