import type { Tables } from '@/lib/supabase/database.types';
import { rowText, rowYear, SHOWN_TEXT_MAX } from '@/lib/row-values';
import { distinctSorted, newestFirst } from './list-page';

/** One entry of the alumni list. */
export type AlumnusItem = {
  /** Its anchor on the list: the row's id. */
  key: string;
  name: string;
  level: string;
  work: string;
  year: string;
  adviser: string;
  field: string;
};

export type AlumnusRow = Omit<Tables<'egressos'>, 'updated_at' | 'updated_by' | 'created_at'>;

/** A row as its entry shows it (src/lib/row-values.ts: a value a page cannot show is missing). */
export function alumnusItem(row: AlumnusRow): AlumnusItem {
  return {
    key: row.id,
    name: rowText(row.nome, SHOWN_TEXT_MAX),
    level: rowText(row.nivel, SHOWN_TEXT_MAX),
    work: rowText(row.titulo_trabalho, SHOWN_TEXT_MAX),
    year: rowYear(row.ano_conclusao),
    adviser: rowText(row.orientador, SHOWN_TEXT_MAX),
    field: rowText(row.area_atuacao, SHOWN_TEXT_MAX),
  };
}

/** The alumni a visitor's level and year filters leave, newest first (then by name). */
export function listAlumni(items: readonly AlumnusItem[], { nivel, ano }: { nivel?: string; ano?: string }) {
  const level = nivel?.trim().toLowerCase();
  return newestFirst(
    items.filter(
      (item) => (level === undefined || item.level.toLowerCase() === level) && (ano === undefined || item.year === ano),
    ),
    (item) => item.name,
  );
}

/** The levels the list can filter by: those its entries hold. */
export function alumniLevels(items: readonly AlumnusItem[]): string[] {
  return distinctSorted(items.map((item) => item.level));
}
