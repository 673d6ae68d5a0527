import type { Tables } from '@/lib/supabase/database.types';
import { listToText, textToList } from '../list-text';
import { checkChoice, checkList, checkText, checkYear, collect, latestYear, type Problems } from '../validation';

export const OUTPUT_FIELDS = ['titulo', 'tipo', 'ano', 'autores', 'palavras_chave', 'resumo'] as const;
export type OutputField = (typeof OUTPUT_FIELDS)[number];
export type OutputDraft = Record<OutputField, string>;
export type OutputRow = Tables<'producao_cientifica'>;

/** As the table's check constraint has them (output-form.test.ts reads the migration). */
export const OUTPUT_TYPES = ['Artigo', 'Livro', 'Capítulo de livro', 'Tese', 'Dissertação', 'Patente'] as const;
/** As far back as a record may go; the table accepts 1900 onwards. */
export const OUTPUT_FIRST_YEAR = 1900;
export const OUTPUT_LIMITS = { titulo: 300, resumo: 2000, item: 200, items: 50 } as const;

export function emptyOutput(): OutputDraft {
  return { titulo: '', tipo: '', ano: '', autores: '', palavras_chave: '', resumo: '' };
}

export function outputFromRow(row: OutputRow): OutputDraft {
  return {
    titulo: row.titulo,
    tipo: row.tipo,
    ano: String(row.ano),
    autores: listToText(row.autores),
    palavras_chave: listToText(row.palavras_chave),
    resumo: row.resumo ?? '',
  };
}

export function outputToRow(draft: OutputDraft) {
  return {
    titulo: draft.titulo.trim(),
    tipo: draft.tipo,
    ano: Number(draft.ano.trim()),
    autores: textToList(draft.autores),
    palavras_chave: textToList(draft.palavras_chave),
    resumo: draft.resumo.trim() === '' ? null : draft.resumo.trim(),
  };
}

export function validateOutput(draft: OutputDraft, now: Date): Problems<OutputField> {
  const list = { itemMax: OUTPUT_LIMITS.item, maxItems: OUTPUT_LIMITS.items };
  return collect<OutputField>([
    ['titulo', checkText(draft.titulo, { required: true, max: OUTPUT_LIMITS.titulo })],
    ['tipo', checkChoice(draft.tipo, OUTPUT_TYPES)],
    ['ano', checkYear(draft.ano, OUTPUT_FIRST_YEAR, latestYear(now))],
    ['autores', checkList(textToList(draft.autores), { ...list, required: true })],
    ['palavras_chave', checkList(textToList(draft.palavras_chave), { ...list, required: false })],
    ['resumo', checkText(draft.resumo, { required: false, max: OUTPUT_LIMITS.resumo })],
  ]);
}
