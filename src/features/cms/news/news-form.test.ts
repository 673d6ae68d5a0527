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
  published_on: '2026-11-29',
  cover_url: '',
  cover_alt: '',
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
    ['no publication date', { published_on: ' ' }, { published_on: { key: 'required' } }],
    ['a date that is none', { published_on: '2026-02-30' }, { published_on: { key: 'date' } }],
    ['a date written otherwise', { published_on: '29/11/2026' }, { published_on: { key: 'date' } }],
    ['a date before 1900', { published_on: '1899-12-31' }, { published_on: { key: 'date' } }],
    ['a date after 2100', { published_on: '2101-01-01' }, { published_on: { key: 'date' } }],
    ['a date in the future (the post waits for it)', { published_on: '2100-12-31' }, {}],
    ['a cover on the web, with its text', { cover_url: 'https://exemplo.br/foto.jpg', cover_alt: 'Foto' }, {}],
    ['a cover of this site, with its text', { cover_url: '/og-image.png', cover_alt: 'Foto' }, {}],
    ['a cover without its text', { cover_url: '/og-image.png' }, { cover_alt: { key: 'coverAlt' } }],
    ['a cover with a blank text', { cover_url: '/a.png', cover_alt: '\u200b' }, { cover_alt: { key: 'coverAlt' } }],
    ['a text without a cover (dropped)', { cover_alt: 'Foto' }, {}],
    [
      'a cover over http',
      { cover_url: 'http://exemplo.br/a.jpg', cover_alt: 'F' },
      { cover_url: { key: 'coverAddress' } },
    ],
    [
      'a cover as data',
      { cover_url: 'data:image/png;base64,AAAA', cover_alt: 'F' },
      { cover_url: { key: 'coverAddress' } },
    ],
    [
      'a cover on another host, //',
      { cover_url: '//exemplo.br/a.jpg', cover_alt: 'F' },
      { cover_url: { key: 'coverAddress' } },
    ],
    [
      'a cover on another host, /\\',
      { cover_url: '/\\exemplo.br/a.jpg', cover_alt: 'F' },
      { cover_url: { key: 'coverAddress' } },
    ],
    [
      'a cover with a space',
      { cover_url: 'https://exemplo.br/a b.jpg', cover_alt: 'F' },
      { cover_url: { key: 'coverAddress' } },
    ],
    [
      'a cover address of 2,001 characters',
      { cover_url: `/${'a'.repeat(2000)}`, cover_alt: 'F' },
      { cover_url: { key: 'tooLong', max: 2000 } },
    ],
    [
      'a cover text of 301 characters',
      { cover_url: '/a.png', cover_alt: 'x'.repeat(301) },
      { cover_alt: { key: 'tooLong', max: 300 } },
    ],
  ])('%s', (_name, change, problems) => {
    expect(validateNews({ ...valid, ...change }, reserved)).toEqual(problems);
  });

  it('an empty form has a problem in each required field', () => {
    expect(Object.keys(validateNews(emptyNews(), reserved)).sort()).toEqual(['author', 'content', 'slug', 'title']);
  });

  it('a new post is dated today in São Paulo, where the programme counts its days', () => {
    // 02:00 UTC on 1 December is still 30 November in São Paulo.
    expect(emptyNews(new Date('2026-12-01T02:00:00Z')).published_on).toBe('2026-11-30');
    expect(emptyNews(new Date('2026-12-01T12:00:00Z')).published_on).toBe('2026-12-01');
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
      published_on: '2026-11-29',
      cover_url: null,
      cover_alt: null,
      status: 'draft',
    });
  });

  it('sends a cover trimmed with its text, and no text without a cover', () => {
    const cover = { cover_url: ' /og-image.png ', cover_alt: ' Foto ' };
    expect(newsToRow({ ...valid, ...cover })).toMatchObject({ cover_url: '/og-image.png', cover_alt: 'Foto' });
    expect(newsToRow({ ...valid, cover_alt: 'Foto' })).toMatchObject({ cover_url: null, cover_alt: null });
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
  expect(RESERVED_NEWS_SLUGS.has('aula-inaugural-2026')).toBe(false);
});
