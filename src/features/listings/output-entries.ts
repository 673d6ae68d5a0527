import type { Tables } from '@/lib/supabase/database.types';
import { OUTPUT_KINDS, type OutputKind } from '@/lib/output-kinds';
import { rowText, rowTexts, rowYear, SHOWN_TEXT_MAX } from '@/lib/row-values';
import { distinctSorted, newestFirst } from './list-page';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/languages';

/** One entry of the scientific-output lists, from a database row or a featured publication. */
export type OutputItem = {
  /** Its anchor on the list: the row's id, or the featured publication's. */
  key: string;
  title: string;
  type: string;
  year: string;
  authors: string[];
  keywords: string[];
  abstract: string;
  /** Where it was published (a featured publication's journal). */
  venue: string;
  /** A row of the database (Portuguese), rather than the site's content. */
  fromDatabase: boolean;
  /** The language its text is written in: Portuguese, a row's as a publication's (as published). */
  language: Language;
};

export type OutputRow = Omit<Tables<'producao_cientifica'>, 'updated_at' | 'updated_by' | 'created_at'>;

/** A row as its entry shows it (src/lib/row-values.ts: a value a page cannot show is missing). */
export function outputRowItem(row: OutputRow): OutputItem {
  return {
    key: row.id,
    title: rowText(row.titulo, SHOWN_TEXT_MAX),
    type: rowText(row.tipo, SHOWN_TEXT_MAX),
    year: rowYear(row.ano),
    authors: rowTexts(row.autores),
    keywords: rowTexts(row.palavras_chave),
    abstract: rowText(row.resumo),
    venue: '',
    fromDatabase: true,
    language: DEFAULT_LANGUAGE,
  };
}

type Publication = { id: string; title: string; authors: string; journal: string; year: number; keywords: string[] };

/** A featured publication of the home page: an article, its authors written as one citation line. */
export function publicationItem(publication: Publication, articleType: string): OutputItem {
  return {
    key: publication.id,
    title: publication.title,
    type: articleType,
    year: String(publication.year),
    authors: publication.authors.split(/\s*[,;]\s*/).filter(Boolean),
    keywords: publication.keywords,
    abstract: '',
    venue: publication.journal,
    fromDatabase: false,
    language: DEFAULT_LANGUAGE,
  };
}

/** What a list shows: its kind (or every output), and the visitor's type and year filters. */
export type OutputFilter = { kind: OutputKind | 'todas'; tipo?: string; ano?: string };

const sameType = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether an entry belongs on the kind's list. */
export function ofKind(item: OutputItem, kind: OutputKind | 'todas'): boolean {
  return kind === 'todas' || (OUTPUT_KINDS[kind] as readonly string[]).some((type) => sameType(type, item.type));
}

/** The entries a list shows, newest first (then by title). */
export function listOutput(items: readonly OutputItem[], { kind, tipo, ano }: OutputFilter): OutputItem[] {
  return newestFirst(
    items.filter(
      (item) =>
        ofKind(item, kind) &&
        (tipo === undefined || sameType(item.type, tipo)) &&
        (ano === undefined || item.year === ano),
    ),
    (item) => item.title,
  );
}

/** The types a kind's list can filter by: those its entries hold. */
export function outputTypes(items: readonly OutputItem[], kind: OutputKind | 'todas'): string[] {
  return distinctSorted(items.filter((item) => ofKind(item, kind)).map((item) => item.type));
}
