import { describe, expect, it } from 'vitest';
import { describeLocation, pathSteps } from './source-location';

const ADVISERS = [
  '# Orientadores',
  '- id: helena',
  '  name: Profa. Dra. Helena',
  '  lines: [5, 6]',
  '- id: otavio',
  '  nome: Prof. Dr. Otávio',
  '- name: Sem id',
].join('\n');

describe('pathSteps', () => {
  it.each([
    ['[25].name', [{ index: 25 }, { key: 'name' }]],
    ['[2].lines.[1]', [{ index: 2 }, { key: 'lines' }, { index: 1 }]],
    ['tabs[id: outra].title', [{ key: 'tabs' }, { id: 'outra' }, { key: 'title' }]],
    ['hero.primary.path', [{ key: 'hero' }, { key: 'primary' }, { key: 'path' }]],
    ['', []],
  ])('%j', (source, steps) => {
    expect(pathSteps(source)).toEqual(steps);
  });
});

describe('describeLocation: the line, the entry from 1 with its id, the field', () => {
  it.each([
    ['a field of the first entry', '[0].name', 'linha 3 · item 1 (helena) › name'],
    ['a missing field: its entry’s line', '[1].name', 'linha 5 · item 2 (otavio) › name'],
    ['an entry without an id is named by its name', '[2].name', 'linha 7 · item 3 (Sem id) › name'],
    ['an item of a list inside an entry', '[0].lines.[1]', 'linha 4 · item 1 (helena) › lines › item 2'],
    ['an entry by id', '[id: otavio].nome', 'linha 6 · item 2 (otavio) › nome'],
    ['an entry the file does not have: no line', '[9].name', 'item 10 › name'],
    ['an id the file does not have: no line', '[id: nada]', 'item (nada)'],
  ])('%s', (_name, source, expected) => {
    expect(describeLocation(source, 'advisers.yaml', ADVISERS)).toBe(expected);
  });

  it('counts the lines of an .mdx file from its first line, front matter included', () => {
    const post = ['---', 'title: Defesa', 'date: 2026-13-01', '---', '', 'Texto.'].join('\n');
    expect(describeLocation('date', 'news/defesa.mdx', post)).toBe('linha 3 · date');
    expect(describeLocation('body', 'news/defesa.mdx', post)).toBe('linha 5 · body');
  });

  it('without the file, the path alone', () => {
    expect(describeLocation('[0].name', 'advisers.yaml')).toBe('item 1 › name');
  });
});
