import { describe, expect, it } from 'vitest';
import { filterAdvisers, hasActiveFilters } from './filter-advisers';

const advisers = [
  { name: 'Profa. Dra. Helena Ficticia', areas: ['medicina-fetal', 'obstetricia-perinatal'] },
  { name: 'Prof. Dr. João Exemplo', areas: ['uroginecologia', 'ginecologia-oncologica'] },
  { name: 'Profa. Dra. Marta Modelo', areas: ['medicina-fetal', 'saude-mulher-climaterio'] },
];
const names = (list: { name: string }[]) => list.map((adviser) => adviser.name);

describe('filterAdvisers', () => {
  it.each([
    ['no filter shows everyone', '', [], 3],
    ['term matches case-insensitively', 'HELENA', [], 1],
    ['term ignores accents', 'joao', [], 1],
    ['term matches part of the title', 'profa.', [], 2],
    ['term with surrounding spaces', '  marta ', [], 1],
    ['any selected area matches', '', ['uroginecologia', 'saude-mulher-climaterio'], 2],
    ['term and area combine', 'dra', ['medicina-fetal'], 2],
    ['nothing matches', 'zzz', [], 0],
    ['hostile input is plain text', '.*(', [], 0],
  ])('%s', (_label, term, areas, count) => {
    expect(filterAdvisers(advisers, { term, areas })).toHaveLength(count);
  });

  it('keeps the order of the input', () => {
    expect(names(filterAdvisers(advisers, { term: '', areas: ['medicina-fetal'] }))).toEqual([
      'Profa. Dra. Helena Ficticia',
      'Profa. Dra. Marta Modelo',
    ]);
  });
});

describe('helpers', () => {
  it('knows when a filter is active', () => {
    expect(hasActiveFilters({ term: ' ', areas: [] })).toBe(false);
    expect(hasActiveFilters({ term: 'x', areas: [] })).toBe(true);
    expect(hasActiveFilters({ term: '', areas: ['a'] })).toBe(true);
  });
  it('normalizes text on both sides: case, accents and spaces of the term and of the name', () => {
    const spelled = [
      { name: 'Profa. Dra. Cecília Ávila', areas: [] },
      { name: 'Prof. Dr. Joao Sem Acento', areas: [] },
    ];
    const found = (term: string) => names(filterAdvisers(spelled, { term, areas: [] }));
    expect(found('  CECILIA avila ')).toEqual(['Profa. Dra. Cecília Ávila']);
    expect(found('cecília ÁVILA')).toEqual(['Profa. Dra. Cecília Ávila']);
    // An accent typed in the term still finds a name written without one.
    expect(found('João')).toEqual(['Prof. Dr. Joao Sem Acento']);
  });
});
