import { textParam } from '@/lib/search-param';

/** A list page's query: its two filters (type or level, year) and the page, each optional. */
export type ListParams = { tipo?: string; nivel?: string; ano?: number; pagina?: number };

const MAX = 60;
/**
 * A year arrives as a number (the router parses the query as JSON), or as text when typed so
 * (?ano="2021"); it stays a number, which the router writes back as ?ano=2021.
 */
const yearParam = (value: unknown) => {
  const text = typeof value === 'number' ? String(value) : textParam(value, 4);
  return text !== undefined && /^\d{4}$/.test(text) ? Number(text) : undefined;
};
const pageParam = (value: unknown) =>
  Number.isInteger(value) && (value as number) > 1 ? (value as number) : undefined;

/** /producao/…?tipo=&ano=&pagina=: anything unusable reads as absent, so the URL never fails. */
export function parseOutputParams(search: Record<string, unknown>): ListParams {
  return {
    tipo: textParam(search.tipo, MAX) || undefined,
    ano: yearParam(search.ano),
    pagina: pageParam(search.pagina),
  };
}

/** /institucional/egressos?nivel=&ano=&pagina=. */
export function parseAlumniParams(search: Record<string, unknown>): ListParams {
  return {
    nivel: textParam(search.nivel, MAX) || undefined,
    ano: yearParam(search.ano),
    pagina: pageParam(search.pagina),
  };
}
