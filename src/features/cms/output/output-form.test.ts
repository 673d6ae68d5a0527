import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  OUTPUT_TYPES,
  outputFromRow,
  outputToRow,
  validateOutput,
  type OutputDraft,
  type OutputRow,
} from './output-form';

const NOW = new Date('2026-11-25T12:00:00Z');
const valid: OutputDraft = {
  titulo: 'Coorte de gestantes',
  tipo: 'Artigo',
  ano: '2025',
  autores: 'Silva, A.\nSouza, B.',
  palavras_chave: '',
  resumo: '',
};

describe('validateOutput', () => {
  it.each<[string, Partial<OutputDraft>, object]>([
    ['a complete record', {}, {}],
    ['no title', { titulo: '' }, { titulo: { key: 'required' } }],
    ['a title too long', { titulo: 'x'.repeat(301) }, { titulo: { key: 'tooLong', max: 300 } }],
    ['no type', { tipo: '' }, { tipo: { key: 'required' } }],
    ['a type outside the list', { tipo: 'Blog' }, { tipo: { key: 'choice' } }],
    ['no year', { ano: '' }, { ano: { key: 'required' } }],
    ['a year before 1900', { ano: '1899' }, { ano: { key: 'year', min: 1900, max: 2027 } }],
    ['a year after next year', { ano: '2028' }, { ano: { key: 'year', min: 1900, max: 2027 } }],
    ['next year (in press)', { ano: '2027' }, {}],
    ['no author', { autores: ' \n ' }, { autores: { key: 'listRequired' } }],
    ['an author too long', { autores: 'x'.repeat(201) }, { autores: { key: 'listTooLong', max: 200 } }],
    [
      'too many keywords',
      { palavras_chave: Array.from({ length: 51 }, (_, i) => `p${i}`).join('\n') },
      { palavras_chave: { key: 'listTooMany', max: 50 } },
    ],
    ['an abstract too long', { resumo: 'x'.repeat(2001) }, { resumo: { key: 'tooLong', max: 2000 } }],
  ])('%s', (_name, change, problems) => {
    expect(validateOutput({ ...valid, ...change }, NOW)).toEqual(problems);
  });
});

describe('outputToRow and outputFromRow', () => {
  it('sends lists as arrays, the year as a number, an empty abstract as null', () => {
    expect(outputToRow({ ...valid, ano: ' 2025 ', palavras_chave: 'coorte\n\ngestação ' })).toEqual({
      titulo: 'Coorte de gestantes',
      tipo: 'Artigo',
      ano: 2025,
      autores: ['Silva, A.', 'Souza, B.'],
      palavras_chave: ['coorte', 'gestação'],
      resumo: null,
    });
  });

  it('a row comes back as the same draft', () => {
    const row = { ...outputToRow(valid), id: 'x', created_at: '', updated_at: '', updated_by: null } as OutputRow;
    expect(outputFromRow(row)).toEqual(valid);
  });
});

it('the types are exactly those the table accepts', () => {
  const sql = readdirSync('supabase/migrations')
    .map((file) => readFileSync(`supabase/migrations/${file}`, 'utf8'))
    .join('\n');
  const list = /tipo in \(([^)]*)\)/.exec(sql)![1]!;
  expect([...list.matchAll(/'([^']*)'/g)].map((m) => m[1])).toEqual([...OUTPUT_TYPES]);
});
