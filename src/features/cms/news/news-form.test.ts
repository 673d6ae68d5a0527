import { describe, expect, it } from 'vitest';
import { emptyNews, newsFromRow, newsToRow, validateNews, type NewsDraft, type NewsRow } from './news-form';
import { RESERVED_NEWS_SLUGS } from './reserved-slugs';

const valid: NewsDraft = {
  title: 'Nova pesquisa',
  slug: 'nova-pesquisa',
  excerpt: '',
  content: '# Texto',
  category: 'Pesquisa',
  author: 'Equipe',
  status: 'draft',
};
const reserved = new Set(['simposio-medicina-fetal-2026', 'agenda']);

describe('validateNews', () => {
  it.each<[string, Partial<NewsDraft>, object]>([
    ['a complete draft', {}, {}],
    ['no title', { title: '  ' }, { title: { key: 'required' } }],
    ['a title too long', { title: 'x'.repeat(201) }, { title: { key: 'tooLong', max: 200 } }],
    ['no address', { slug: '' }, { slug: { key: 'required' } }],
    ['an address with capitals', { slug: 'Nova-Pesquisa' }, { slug: { key: 'slugFormat' } }],
    ['an address with accents', { slug: 'inscrição' }, { slug: { key: 'slugFormat' } }],
    ['an address with a double hyphen', { slug: 'a--b' }, { slug: { key: 'slugFormat' } }],
    ['an address with a slash', { slug: 'a/b' }, { slug: { key: 'slugFormat' } }],
    ['an address too long', { slug: 'a'.repeat(101) }, { slug: { key: 'tooLong', max: 100 } }],
    ['a content news address', { slug: 'simposio-medicina-fetal-2026' }, { slug: { key: 'slugReserved' } }],
    ['a placeholder page address', { slug: 'agenda' }, { slug: { key: 'slugReserved' } }],
    ['an excerpt too long', { excerpt: 'x'.repeat(301) }, { excerpt: { key: 'tooLong', max: 300 } }],
    ['no text', { content: '\n\n' }, { content: { key: 'required' } }],
    ['no category', { category: '' }, { category: { key: 'required' } }],
    ['no author', { author: ' ' }, { author: { key: 'required' } }],
    ['an unknown status', { status: 'archived' }, { status: { key: 'choice' } }],
  ])('%s', (_name, change, problems) => {
    expect(validateNews({ ...valid, ...change }, reserved)).toEqual(problems);
  });

  it('an empty form has a problem in each required field', () => {
    expect(Object.keys(validateNews(emptyNews(), reserved)).sort()).toEqual(['author', 'content', 'slug', 'title']);
  });
});

describe('newsToRow and newsFromRow', () => {
  it('trims, and sends an empty excerpt as null', () => {
    expect(newsToRow({ ...valid, title: '  Nova pesquisa ', excerpt: '   ', content: 'Texto\n\n' })).toEqual({
      title: 'Nova pesquisa',
      slug: 'nova-pesquisa',
      excerpt: null,
      content: 'Texto',
      category: 'Pesquisa',
      author: 'Equipe',
      status: 'draft',
    });
  });

  it('a row comes back as the same draft', () => {
    const row = {
      ...newsToRow({ ...valid, excerpt: 'Resumo' }),
      id: 'x',
      created_at: '',
      updated_at: '',
      updated_by: null,
    };
    expect(newsFromRow(row as NewsRow)).toEqual({ ...valid, excerpt: 'Resumo' });
  });
});

it('the site’s own news and placeholder pages hold their addresses', () => {
  expect(RESERVED_NEWS_SLUGS.has('simposio-medicina-fetal-2026')).toBe(true);
  expect(RESERVED_NEWS_SLUGS.has('agenda')).toBe(true);
  expect(RESERVED_NEWS_SLUGS.has('inscricoes-mestrado-2027')).toBe(false);
});
