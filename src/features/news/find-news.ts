import { news, type NewsItem } from '#site/content';

export function findNews(slug: string): NewsItem | undefined {
  return news.find((entry) => entry.slug === slug);
}
