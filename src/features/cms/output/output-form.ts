import type { Tables } from '@/lib/supabase/database.types';
import { listToText, textToList } from '../list-text';
import {
  checkChoice,
  checkList,
  checkText,
  checkYear,
  collect,
  latestYear,
  trimBlank,
  REQUIRED,
  tooLong,
  type DatabaseRules,
  type Problems,
} from '../validation';

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
    titulo: trimBlank(draft.titulo),
    tipo: draft.tipo,
    ano: Number(trimBlank(draft.ano)),
    autores: textToList(draft.autores),
    palavras_chave: textToList(draft.palavras_chave),
    resumo: trimBlank(draft.resumo) === '' ? null : trimBlank(draft.resumo),
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

/** The database's names for these rules (supabase/migrations), as the field and problem they stand for. */
export const OUTPUT_DATABASE_RULES: DatabaseRules<OutputField> = {
  producao_cientifica_titulo_check: () => ['titulo', REQUIRED],
  producao_cientifica_titulo_required: () => ['titulo', REQUIRED],
  producao_cientifica_titulo_length: () => ['titulo', tooLong(OUTPUT_LIMITS.titulo)],
  producao_cientifica_tipo_check: () => ['tipo', { key: 'choice' }],
  producao_cientifica_ano_check: (now) => ['ano', { key: 'year', min: OUTPUT_FIRST_YEAR, max: latestYear(now) }],
  producao_cientifica_autores_list: () => ['autores', { key: 'listRequired' }],
  producao_cientifica_autores_required: () => ['autores', { key: 'listRequired' }],
  producao_cientifica_autores_items: () => ['autores', { key: 'listTooMany', max: OUTPUT_LIMITS.items }],
  producao_cientifica_autores_item_length: () => ['autores', { key: 'listTooLong', max: OUTPUT_LIMITS.item }],
  producao_cientifica_palavras_chave_items: () => ['palavras_chave', { key: 'listTooMany', max: OUTPUT_LIMITS.items }],
  producao_cientifica_palavras_chave_item_length: () => [
    'palavras_chave',
    { key: 'listTooLong', max: OUTPUT_LIMITS.item },
  ],
  producao_cientifica_resumo_length: () => ['resumo', tooLong(OUTPUT_LIMITS.resumo)],
};
