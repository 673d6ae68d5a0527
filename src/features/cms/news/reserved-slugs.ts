import { news, placeholders } from '#site/content';
import { reservedNewsSlugs } from '@/lib/reserved-slugs';

/** Addresses under /noticias/ that pages of the site already hold: a post there would never show. */
export const RESERVED_NEWS_SLUGS: ReadonlySet<string> = new Set(
  reservedNewsSlugs(news, placeholders).map((reserved) => reserved.slug),
);
