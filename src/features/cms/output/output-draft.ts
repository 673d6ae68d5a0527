import { rowTexts } from '@/lib/row-values';
import { outputFromRow, type OutputDraft, type OutputRow } from './output-form';

/**
 * A record as the editor opens it. A list written before the database kept the editor's rules
 * may hold NULLs, blanks or nested lists ('{{a,b},{c,d}}'): it opens as the texts it has, one per
 * line, and is saved as a flat list.
 */
export function outputDraftOf(row: OutputRow): OutputDraft {
  return outputFromRow({ ...row, autores: rowTexts(row.autores), palavras_chave: rowTexts(row.palavras_chave) });
}
