import { describe, expect, it } from 'vitest';
import {
  listOutput,
  outputRowItem,
  outputTypes,
  publicationItem,
  type OutputFilter,
  type OutputRow,
} from './output-entries';

const row = (id: string, tipo: string, ano: number, titulo = `Obra ${id}`): OutputRow => ({
  id,
  titulo,
  tipo,
  ano,
  autores: ['Helena Vasconcelos Amaral'],
  palavras_chave: ['gestação'],
  resumo: null,
});
const items = [
  row('a', 'Artigo', 2022),
  row('b', 'Livro', 2024),
  row('c', 'Capítulo de livro', 2023),
  row('d', 'Tese', 2021),
  row('e', 'Dissertação', 2025),
  row('f', 'Patente', 2020),
  row('g', 'Relatório', 2019),
  row('h', 'artigo', 2024),
].map(outputRowItem);
const featured = publicationItem(
  {
    id: 'destaque',
    title: 'Marcadores precoces',
    authors: 'Amaral HV, Sato MA, Reis EC',
    journal: 'Revista Exemplo',
    year: 2025,
    keywords: ['pré-eclâmpsia'],
  },
  'Artigo',
);

describe('listOutput', () => {
  it.each<[string, OutputFilter, string[]]>([
    ['every output, newest first', { kind: 'todas' }, ['e', 'b', 'h', 'c', 'a', 'd', 'f', 'g']],
    ['articles, whatever the case of their type', { kind: 'artigos' }, ['h', 'a']],
    ['books and chapters', { kind: 'livros' }, ['b', 'c']],
    ['theses and dissertations', { kind: 'teses' }, ['e', 'd']],
    ['patents', { kind: 'patentes' }, ['f']],
    ['a type no kind lists shows on todas alone', { kind: 'todas', tipo: 'Relatório' }, ['g']],
    ['one type of a kind', { kind: 'teses', tipo: 'Tese' }, ['d']],
    ['a year', { kind: 'todas', ano: '2024' }, ['b', 'h']],
    ['a type and a year', { kind: 'livros', tipo: 'livro', ano: '2024' }, ['b']],
    ['a type of another kind: nothing', { kind: 'patentes', tipo: 'Tese' }, []],
    ['a year with nothing', { kind: 'todas', ano: '1990' }, []],
  ])('%s', (_name, filter, keys) => {
    expect(listOutput(items, filter).map((item) => item.key)).toEqual(keys);
  });

  it('a featured publication lists with the articles, by its year', () => {
    expect(listOutput([...items, featured], { kind: 'artigos' }).map((item) => item.key)).toEqual([
      'destaque',
      'h',
      'a',
    ]);
  });

  it('same year: by title', () => {
    const same = [row('x', 'Artigo', 2024, 'Zika'), row('y', 'Artigo', 2024, 'Aborto')].map(outputRowItem);
    expect(listOutput(same, { kind: 'artigos' }).map((item) => item.title)).toEqual(['Aborto', 'Zika']);
  });
});

describe('outputTypes', () => {
  it.each<[OutputFilter['kind'], string[]]>([
    ['todas', ['artigo', 'Artigo', 'Capítulo de livro', 'Dissertação', 'Livro', 'Patente', 'Relatório', 'Tese']],
    ['livros', ['Capítulo de livro', 'Livro']],
    ['patentes', ['Patente']],
  ])('%s', (kind, types) => {
    expect(outputTypes(items, kind)).toEqual(types);
  });
});

describe('an entry from a row or a publication', () => {
  it('a row written before the rules shows what it can', () => {
    const odd = outputRowItem({
      ...row('z', '\u200b', 10000),
      titulo: '\u00a0',
      autores: [['A', null], ''] as unknown as string[],
      resumo: '  Resumo.  ',
    });
    expect(odd).toMatchObject({
      title: '',
      type: '',
      year: '',
      authors: ['A'],
      abstract: 'Resumo.',
      fromDatabase: true,
    });
  });

  it('a featured publication: its citation line as authors, its journal', () => {
    expect(featured).toMatchObject({
      key: 'destaque',
      type: 'Artigo',
      year: '2025',
      authors: ['Amaral HV', 'Sato MA', 'Reis EC'],
      venue: 'Revista Exemplo',
      fromDatabase: false,
    });
  });
});
