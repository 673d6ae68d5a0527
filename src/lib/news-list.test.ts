import { describe, expect, it } from 'vitest';
import { withExcerpts } from '@/lib/excerpt';
import { artVariant, mergeNews, postListItem, type NewsListItem, type PublishedPost } from './news-list';

const news = (slug: string, date: string): NewsListItem => ({
  slug,
  title: slug,
  excerpt: 'e',
  date: `${date}T00:00:00.000Z`,
  category: 'Eventos',
});
const post = (slug: string, published_on: string, excerpt: string | null = 'p'): PublishedPost => ({
  slug,
  title: slug,
  excerpt,
  content: 'x'.repeat(200),
  category: 'Pesquisa',
  published_on,
  cover_url: null,
  cover_alt: null,
});
const slugs = (items: NewsListItem[]) => items.map((item) => item.slug);

describe('mergeNews', () => {
  it.each([
    ['no posts: content only, newest first', [news('a', '2026-07-03'), news('b', '2026-10-20')], [], ['b', 'a']],
    [
      'posts interleave by date',
      [news('a', '2026-07-03'), news('b', '2026-10-20')],
      [post('p1', '2026-11-02'), post('p2', '2026-10-01')],
      ['p1', 'b', 'p2', 'a'],
    ],
    ['a post with a content slug is left out', [news('a', '2026-07-03')], [post('a', '2026-12-01')], ['a']],
    [
      'a post of the same day as a content item follows it; posts of one day keep the order read',
      [news('a', '2026-10-20')],
      [post('p', '2026-10-20'), post('q', '2026-10-20')],
      ['a', 'p', 'q'],
    ],
  ])('%s', (_name, content, posts, expected) => {
    expect(slugs(mergeNews(content, posts))).toEqual(expected);
  });

  it('a post without an excerpt shows the start of its content', async () => {
    const [item] = mergeNews([], await withExcerpts([post('p', '2026-11-02', null)]));
    expect(item).toMatchObject({
      excerpt: `${'x'.repeat(150)}…`,
      date: '2026-11-02T00:00:00.000Z',
      category: 'Pesquisa',
    });
    expect(item!.image).toBeUndefined();
  });

  // Rows written before the database kept the editor's rules, as PostgREST returns them.
  it.each(['infinity', '-infinity', '0044-03-15 BC', '10000-01-01', null])(
    'a post dated %j goes last, without a date, and the others keep their order',
    (published_on) => {
      const list = mergeNews(
        [news('a', '2026-07-03'), news('b', '2026-10-20')],
        [post('sem-data', published_on as string), post('p1', '2026-11-02')],
      );
      expect(slugs(list)).toEqual(['p1', 'b', 'a', 'sem-data']);
      expect(list.at(-1)!.date).toBe('');
    },
  );

  it('posts without a real date keep the order they came in', () => {
    const list = mergeNews([news('a', '2026-07-03')], [post('x', 'infinity'), post('y', '-infinity'), post('z', '')]);
    expect(slugs(list)).toEqual(['a', 'x', 'y', 'z']);
  });

  it('a row without an address is left out: it has no page', () => {
    const list = mergeNews([], [post('', '2026-11-02'), { ...post('p', '2026-11-01') }]);
    expect(slugs(list)).toEqual(['p']);
  });
});

describe('postListItem', () => {
  const base = post('p', '2026-11-02');
  it.each<[string, Partial<Record<keyof PublishedPost, unknown>>, Partial<NewsListItem>]>([
    ['a title of only a no-break space is blank', { title: '\u00a0' }, { title: '' }],
    ['a title of only a zero-width space is blank', { title: '\u200b' }, { title: '' }],
    ['a title is trimmed', { title: ' Defesa\u200b ' }, { title: 'Defesa' }],
    ['a title of 900 KB is cut', { title: 'x'.repeat(900 * 1024) }, { title: `${'x'.repeat(500)}…` }],
    ['a blank excerpt gives way to the text', { excerpt: '\u200b', content: '**Texto.**' }, { excerpt: 'Texto.' }],
    ['a NULL excerpt gives way to the text', { excerpt: null, content: 'Texto.' }, { excerpt: 'Texto.' }],
    ['an excerpt of 900 KB is cut', { excerpt: 'x'.repeat(900 * 1024) }, { excerpt: `${'x'.repeat(500)}…` }],
    ['a blank category is left out', { category: '\u00a0' }, { category: '' }],
    ['a date that is no real date is empty', { published_on: 'infinity' }, { date: '' }],
    ['a publication day is midnight UTC, as content dates are', {}, { date: '2026-11-02T00:00:00.000Z' }],
    [
      'a cover with its text',
      { cover_url: '/capa.png', cover_alt: ' Capa ' },
      { cover: { src: '/capa.png', alt: 'Capa' } },
    ],
  ])('%s', async (_name, row, item) => {
    const [listed] = await withExcerpts([{ ...base, ...row } as PublishedPost]);
    expect(postListItem(listed!)).toMatchObject(item);
  });

  it('a cover without its text shows none: no picture that says nothing to a reader who cannot see it', async () => {
    const [listed] = await withExcerpts([{ ...base, cover_url: '/capa.png', cover_alt: '\u200b' }]);
    expect(postListItem(listed!)).not.toHaveProperty('cover');
  });
});

describe('artVariant', () => {
  it.each(['a', 'pesquisa-climaterio-cardiovascular', 'resultado-bolsas-2026', 'x'.repeat(5000)])(
    '%s: one of three artworks, the same every time',
    (slug) => {
      expect([0, 1, 2]).toContain(artVariant(slug));
      expect(artVariant(slug)).toBe(artVariant(slug));
    },
  );

  it('posts without a cover get one; a post with a cover none', () => {
    expect(postListItem(post('p', '2026-11-02'))).toHaveProperty('art', artVariant('p'));
    expect(postListItem({ ...post('p', '2026-11-02'), cover_url: '/a.png', cover_alt: 'A' })).not.toHaveProperty('art');
  });
});
