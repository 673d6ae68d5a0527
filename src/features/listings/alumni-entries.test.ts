import { describe, expect, it } from 'vitest';
import { alumniLevels, alumnusItem, listAlumni, type AlumnusRow } from './alumni-entries';

const row = (id: string, nome: string, nivel: string, ano: number): AlumnusRow => ({
  id,
  nome,
  nivel,
  ano_conclusao: ano,
  titulo_trabalho: `Trabalho de ${nome}`,
  orientador: 'Profa. Dra. Helena Vasconcelos Amaral',
  area_atuacao: null,
});
const items = [
  row('a', 'Bruna', 'Mestrado', 2019),
  row('b', 'Ana', 'Doutorado', 2024),
  row('c', 'Carlos', 'Mestrado', 2024),
  row('d', 'Davi', 'doutorado', 2021),
  row('e', 'Eva', 'Especialização', 2010),
].map(alumnusItem);

describe('listAlumni', () => {
  it.each<[string, { nivel?: string; ano?: string }, string[]]>([
    ['everyone, newest first, then by name', {}, ['b', 'c', 'd', 'a', 'e']],
    ['one level, whatever its case', { nivel: 'Doutorado' }, ['b', 'd']],
    ['a year', { ano: '2024' }, ['b', 'c']],
    ['a level and a year', { nivel: 'Mestrado', ano: '2024' }, ['c']],
    ['nobody', { nivel: 'Mestrado', ano: '2021' }, []],
  ])('%s', (_name, filter, keys) => {
    expect(listAlumni(items, filter).map((item) => item.key)).toEqual(keys);
  });
});

it('levels: those the rows hold, in order', () => {
  expect(alumniLevels(items)).toEqual(['doutorado', 'Doutorado', 'Especialização', 'Mestrado']);
});

it('a row written before the rules shows what it can', () => {
  const odd = alumnusItem({ ...row('z', '\u200b', ' Mestrado ', 1800), orientador: null, area_atuacao: '  Clínica  ' });
  expect(odd).toMatchObject({ name: '', level: 'Mestrado', year: '', adviser: '', field: 'Clínica' });
});
