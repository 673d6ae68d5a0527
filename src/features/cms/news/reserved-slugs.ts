import { news, placeholders } from '#site/content';

/** Addresses under /noticias/ that pages of the site already hold: a post there would never show. */
export const RESERVED_NEWS_SLUGS: ReadonlySet<string> = new Set([
  ...news.map((item) => item.slug),
  ...placeholders.filter((page) => page.path.startsWith('/noticias/')).map((page) => page.path.slice(10)),
]);
