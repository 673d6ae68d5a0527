import { describe, expect, it } from 'vitest';
import { news } from '#site/content';
import { latestNews } from './latest-news';

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
