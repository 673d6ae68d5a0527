import { describe, expect, it } from 'vitest';
import { parseAlumniParams, parseOutputParams } from './list-params';

describe('parseOutputParams', () => {
  it.each<[string, Record<string, unknown>, ReturnType<typeof parseOutputParams>]>([
    ['nothing', {}, { tipo: undefined, ano: undefined, pagina: undefined }],
    [
      'a type, a year (as the router parses it: a number) and a page',
      { tipo: 'Tese', ano: 2024, pagina: 2 },
      { tipo: 'Tese', ano: 2024, pagina: 2 },
    ],
    ['a year typed as text', { ano: 2019 }, { tipo: undefined, ano: 2019, pagina: undefined }],
    ['a year that is no year', { ano: 'abc' }, { tipo: undefined, ano: undefined, pagina: undefined }],
    ['a year of five digits', { ano: 20245 }, { tipo: undefined, ano: undefined, pagina: undefined }],
    ['page 1 is the default', { pagina: 1 }, { tipo: undefined, ano: undefined, pagina: undefined }],
    ['a page that is no whole number', { pagina: 2.5 }, { tipo: undefined, ano: undefined, pagina: undefined }],
    ['a page as text', { pagina: '2' }, { tipo: undefined, ano: undefined, pagina: undefined }],
    ['an empty type', { tipo: '' }, { tipo: undefined, ano: undefined, pagina: undefined }],
    ['a type far too long', { tipo: 'x'.repeat(500) }, { tipo: undefined, ano: undefined, pagina: undefined }],
    ['a type that is an object', { tipo: { a: 1 } }, { tipo: undefined, ano: undefined, pagina: undefined }],
  ])('%s', (_name, search, expected) => {
    expect(parseOutputParams(search)).toEqual(expected);
  });
});

describe('parseAlumniParams', () => {
  it.each<[string, Record<string, unknown>, ReturnType<typeof parseAlumniParams>]>([
    ['nothing', {}, { nivel: undefined, ano: undefined, pagina: undefined }],
    [
      'a level, a year and a page',
      { nivel: 'Doutorado', ano: 2021, pagina: 3 },
      { nivel: 'Doutorado', ano: 2021, pagina: 3 },
    ],
    ['a level that is a number', { nivel: 7 }, { nivel: undefined, ano: undefined, pagina: undefined }],
    [
      "a type (another list's filter) is ignored",
      { tipo: 'Tese' },
      { nivel: undefined, ano: undefined, pagina: undefined },
    ],
  ])('%s', (_name, search, expected) => {
    expect(parseAlumniParams(search)).toEqual(expected);
  });
});
