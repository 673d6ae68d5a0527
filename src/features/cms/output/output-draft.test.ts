import { describe, expect, it } from 'vitest';
import { formValues } from '../form-values';
import { OUTPUT_FIELDS, outputToRow, validateOutput, type OutputRow } from './output-form';
import { outputDraftOf } from './output-draft';

const row: OutputRow = {
  id: '00000000-0000-4000-8000-000000000002',
  titulo: 'Estudo de coorte',
  tipo: 'Artigo',
  ano: 2024,
  autores: ['Souza, A.', 'Lima, B.'],
  palavras_chave: ['gestação'],
  resumo: null,
  created_at: '2026-11-02T10:00:00+00:00',
  updated_at: '2026-11-02T10:00:00+00:00',
  updated_by: null,
};
const fields = { fields: OUTPUT_FIELDS.map((name) => ({ name })) };
// As the editor opens a row (RecordEditor): the module's mapping, then every value as text.
const opened = (values: Record<string, unknown>) =>
  formValues(fields, outputDraftOf({ ...row, ...values } as OutputRow));

describe('a record opens in the editor whatever its lists hold', () => {
  it.each<[string, unknown, string]>([
    ['a flat list', ['Souza, A.', 'Lima, B.'], 'Souza, A.\nLima, B.'],
    [
      'a two-dimensional list',
      [
        ['Souza, A.', 'Lima, B.'],
        ['Reis, C.', 'Dias, D.'],
      ],
      'Souza, A.\nLima, B.\nReis, C.\nDias, D.',
    ],
    ['NULLs and blanks', [null, 'Souza, A.', '', '\u00a0', '\u200b', null], 'Souza, A.'],
    [
      'nesting and NULLs',
      [
        ['Souza, A.', null],
        [null, 'Reis, C.'],
      ],
      'Souza, A.\nReis, C.',
    ],
    ['only NULLs', [null, null], ''],
    ['NULL', null, ''],
  ])('%s', (_name, autores, text) => {
    const draft = opened({ autores, palavras_chave: autores });
    expect(draft.autores).toBe(text);
    expect(draft.palavras_chave).toBe(text);
    // Saved, the list is flat and without blanks.
    expect(outputToRow(draft).autores).toEqual(text === '' ? [] : text.split('\n'));
  });

  it('a list left empty is the one problem the admin must fix', () => {
    const draft = opened({ autores: [null, ''] });
    expect(validateOutput(draft, new Date('2026-11-25T12:00:00Z'))).toEqual({ autores: { key: 'listRequired' } });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a NULL title opens empty', { titulo: null }, { titulo: '' }],
    ['a NULL abstract opens empty', { resumo: null }, { resumo: '' }],
    ['a type the editor does not offer opens as it is', { tipo: 'Pós-doc' }, { tipo: 'Pós-doc' }],
    ['a title of only a zero-width space opens as it is', { titulo: '\u200b' }, { titulo: '\u200b' }],
  ])('%s', (_name, values, expected) => {
    expect(opened(values)).toMatchObject(expected);
  });
});
