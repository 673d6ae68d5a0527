/** An address under /noticias/ that a built page holds, and the page that holds it. */
export type ReservedSlug = { slug: string; page: string };

const NEWS_PREFIX = '/noticias/';

/**
 * The addresses under /noticias/ that the site's own pages hold (content news posts, placeholder
 * pages there): a database post given one of them would never be seen. The editor refuses them
 * from its build's content; the database, from the table each build fills (reserved_slugs).
 */
export function reservedNewsSlugs(
  news: readonly { slug: string }[],
  placeholders: readonly { path: string }[],
): ReservedSlug[] {
  return [
    ...news.map((item) => ({ slug: item.slug, page: `${NEWS_PREFIX}${item.slug}` })),
    ...placeholders
      .filter((page) => page.path.startsWith(NEWS_PREFIX))
      .map((page) => ({ slug: page.path.slice(NEWS_PREFIX.length), page: page.path })),
  ];
}
