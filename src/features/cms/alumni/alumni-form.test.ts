import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ALUMNI_LEVELS,
  alumnusFromRow,
  alumnusToRow,
  validateAlumnus,
  type AlumniDraft,
  type AlumniRow,
} from './alumni-form';

const NOW = new Date('2026-11-25T12:00:00Z');
const valid: AlumniDraft = {
  nome: 'Ana Exemplo',
  nivel: 'Mestrado',
  titulo_trabalho: 'Pré-natal de baixo risco',
  ano_conclusao: '2024',
  orientador: '',
  area_atuacao: '',
};

describe('validateAlumnus', () => {
  it.each<[string, Partial<AlumniDraft>, object]>([
    ['a complete record', {}, {}],
    ['no name', { nome: ' ' }, { nome: { key: 'required' } }],
    ['no level', { nivel: '' }, { nivel: { key: 'required' } }],
    ['a level outside the list', { nivel: 'Graduação' }, { nivel: { key: 'choice' } }],
    ['no work title', { titulo_trabalho: '' }, { titulo_trabalho: { key: 'required' } }],
    ['no year', { ano_conclusao: '' }, { ano_conclusao: { key: 'required' } }],
    ['before the programme began', { ano_conclusao: '1972' }, { ano_conclusao: { key: 'year', min: 1973, max: 2027 } }],
    ['after next year', { ano_conclusao: '2030' }, { ano_conclusao: { key: 'year', min: 1973, max: 2027 } }],
    ['an adviser too long', { orientador: 'x'.repeat(201) }, { orientador: { key: 'tooLong', max: 200 } }],
    ['a field too long', { area_atuacao: 'x'.repeat(201) }, { area_atuacao: { key: 'tooLong', max: 200 } }],
  ])('%s', (_name, change, problems) => {
    expect(validateAlumnus({ ...valid, ...change }, NOW)).toEqual(problems);
  });
});

describe('alumnusToRow and alumnusFromRow', () => {
  it('sends empty optional fields as null and the year as a number', () => {
    expect(alumnusToRow({ ...valid, nome: ' Ana Exemplo ', orientador: '  ' })).toEqual({
      nome: 'Ana Exemplo',
      nivel: 'Mestrado',
      titulo_trabalho: 'Pré-natal de baixo risco',
      ano_conclusao: 2024,
      orientador: null,
      area_atuacao: null,
    });
  });

  it('a row comes back as the same draft', () => {
    const row = { ...alumnusToRow(valid), id: 'x', created_at: '', updated_at: '', updated_by: null } as AlumniRow;
    expect(alumnusFromRow(row)).toEqual(valid);
  });
});

it('the levels are exactly those the table accepts', () => {
  const sql = readdirSync('supabase/migrations')
    .map((file) => readFileSync(`supabase/migrations/${file}`, 'utf8'))
    .join('\n');
  const list = /nivel in \(([^)]*)\)/.exec(sql)![1]!;
  expect([...list.matchAll(/'([^']*)'/g)].map((m) => m[1])).toEqual([...ALUMNI_LEVELS]);
});
