import { describe, expect, it } from 'vitest';
import { mergeNews, type NewsListItem, type PublishedPost } from './news-list';

const news = (slug: string, date: string): NewsListItem => ({
  slug,
  title: slug,
  excerpt: 'e',
  date: `${date}T00:00:00.000Z`,
  category: 'Eventos',
});
const post = (slug: string, created_at: string, excerpt: string | null = 'p'): PublishedPost => ({
  slug,
  title: slug,
  excerpt,
  content: 'x'.repeat(200),
  category: 'Pesquisa',
  created_at,
});
const slugs = (items: NewsListItem[]) => items.map((item) => item.slug);

describe('mergeNews', () => {
  it.each([
    ['no posts: content only, newest first', [news('a', '2026-07-03'), news('b', '2026-10-20')], [], ['b', 'a']],
    [
      'posts interleave by date',
      [news('a', '2026-07-03'), news('b', '2026-10-20')],
      [post('p1', '2026-11-02T12:00:00Z'), post('p2', '2026-10-01T12:00:00Z')],
      ['p1', 'b', 'p2', 'a'],
    ],
    ['a post with a content slug is left out', [news('a', '2026-07-03')], [post('a', '2026-12-01T00:00:00Z')], ['a']],
    [
      'a later time on the same day comes first',
      [news('a', '2026-10-20')],
      [post('p', '2026-10-20T12:00:00Z')],
      ['p', 'a'],
    ],
  ])('%s', (_name, content, posts, expected) => {
    expect(slugs(mergeNews(content, posts))).toEqual(expected);
  });

  it('a post without an excerpt shows the start of its content', () => {
    const [item] = mergeNews([], [post('p', '2026-11-02T12:00:00Z', null)]);
    expect(item).toMatchObject({ excerpt: `${'x'.repeat(150)}…`, date: '2026-11-02T12:00:00Z', category: 'Pesquisa' });
    expect(item!.image).toBeUndefined();
  });
});
