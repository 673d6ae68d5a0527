import { describe, expect, it } from 'vitest';
import type { BuiltPost } from '../../src/lib/news-list.ts';
import { shippedPosts } from './database-news-file.ts';

const post = (slug: string, date: string): BuiltPost => ({
  slug,
  title: `Post ${slug}`,
  excerpt: 'Resumo.',
  date,
  category: 'Eventos',
  author: 'Secretaria',
});
const posts = ['e', 'd', 'c', 'b', 'a'].map((slug, index) => post(slug, `2026-0${9 - index}-01T00:00:00.000Z`));
const slugs = (list: { slug: string }[]) => list.map(({ slug }) => slug);

describe('shippedPosts', () => {
  it.each([
    ['the prerender, no content post shares an address', false, [], ['e', 'd', 'c', 'b', 'a']],
    ['the prerender, two addresses held by content posts', false, ['d', 'a'], ['e', 'c', 'b']],
    ['the browser: the newest three', true, [], ['e', 'd', 'c']],
    ['the browser: three of those no content post holds', true, ['e', 'c'], ['d', 'b', 'a']],
    ['the browser: fewer when fewer are left', true, ['e', 'd', 'c', 'b'], ['a']],
  ])('%s', (_, browser, content, expected) => {
    expect(slugs(shippedPosts(posts, new Set(content), { browser, cards: 3 }))).toEqual(expected);
  });

  it('keeps the author for the feed and drops it from the browser', () => {
    expect(shippedPosts(posts, new Set(), { browser: false, cards: 3 })[0]).toHaveProperty('author', 'Secretaria');
    expect(shippedPosts(posts, new Set(), { browser: true, cards: 3 })[0]).not.toHaveProperty('author');
  });
});
