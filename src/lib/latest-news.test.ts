import { describe, expect, it } from 'vitest';
import { news } from '#site/content';
import { byNewestFirst, latestNews } from './latest-news';

describe('byNewestFirst', () => {
  it.each([
    ['2026-03-01T00:00:00.000Z', '2025-12-31T00:00:00.000Z', -1],
    ['2025-12-31T00:00:00.000Z', '2026-03-01T00:00:00.000Z', 1],
    ['2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', 0],
    ['2026-03-01T09:30:00.000Z', '2026-03-01T08:00:00.000Z', -1],
  ])('%s against %s: %i', (a, b, order) => {
    expect(byNewestFirst({ date: a }, { date: b })).toBe(order);
  });
});

describe('latestNews', () => {
  it('lists every content news item, newest first, and honours the limit', () => {
    const all = latestNews();
    expect(all).toHaveLength(news.length);
    const times = all.map((item) => Date.parse(item.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(latestNews(3)).toEqual(all.slice(0, 3));
  });

  it('gives what a card shows of each post, without its text', () => {
    for (const card of latestNews()) {
      const post = news.find((item) => item.slug === card.slug)!;
      expect(card).toEqual({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        date: post.date,
        dateLabel: post.dateLabel,
        category: post.category,
        image: post.image,
        imageAlt: post.imageAlt,
      });
      expect(card).not.toHaveProperty('body');
    }
  });
});
