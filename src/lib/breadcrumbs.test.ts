import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, sectionPathOf } from './breadcrumbs';

const sections = [
  { path: '/candidatos', title: 'Candidatos' },
  { path: '/noticias', title: 'Notícias e Eventos' },
];

describe('breadcrumbTrail', () => {
  it.each([
    [
      '/candidatos/faq',
      'Perguntas Frequentes',
      [
        { label: 'Início', path: '/' },
        { label: 'Candidatos', path: '/candidatos' },
        { label: 'Perguntas Frequentes', path: '/candidatos/faq' },
      ],
    ],
    [
      '/noticias/simposio/',
      'Simpósio',
      [
        { label: 'Início', path: '/' },
        { label: 'Notícias e Eventos', path: '/noticias' },
        { label: 'Simpósio', path: '/noticias/simposio' },
      ],
    ],
    ['/', 'Início', []],
    ['/candidatos', 'Candidatos', []],
    ['/contato', 'Contato', []],
    ['/desconhecida/pagina', 'X', []],
  ])('%s', (pathname, title, trail) => expect(breadcrumbTrail(pathname, title, 'Início', sections)).toEqual(trail));
});

describe('sectionPathOf', () => {
  it.each([
    ['/candidatos/faq', '/candidatos'],
    ['/area-aluno/bolsas/', '/area-aluno'],
    ['/candidatos', undefined],
    ['/', undefined],
  ])('%s → %s', (pathname, section) => expect(sectionPathOf(pathname)).toBe(section));
});
