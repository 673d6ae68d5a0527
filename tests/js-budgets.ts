// The JavaScript budgets, in one place: the browser tests hold the built site to them
// (tests/e2e/budgets.spec.ts), and the translated-build test a built translation
// (tests/i18n/translated-build.test.ts). Sizes are gzip (level 9) of the files a page downloads.

export const KB = 1024;

/**
 * JavaScript a page downloads before any interaction. The site's targets are lower, but a bare
 * prerendered page hydrating only react-dom, the router, MantineProvider and i18next already
 * weighs nearly as much (docs/decisions.md, "Measured"), so these ceilings sit just above what the
 * build loads and stop regressions. A page in another language weighs what its Portuguese version
 * does, give or take its strings: they and its content replace Portuguese's (docs/i18n.md, "How
 * pages get their language").
 */
/**
 * The home page also carries the cards of the database posts published when the site was built,
 * rather than the read-only client and a request after load (docs/decisions.md, "News, database
 * and search"): the build keeps no more of them, nor of the content posts, than the page shows. It
 * carries nothing only the build needs (the programme's structured data, written by the prerender
 * alone; the advisers' search words, in the search index only). That holds it, and its versions
 * in a build with a whole translation, within its ceiling from before those cards.
 */
export const JS_HOME = 184 * KB;
export const JS_PAGE = 182 * KB;
/** A page that reads published posts as it loads: the read-only client, react-query, the list. */
export const JS_READING_PAGE = 189 * KB;
/**
 * The Markdown reader (src/lib/markdown.ts: micromark through mdast-util-from-markdown, and the
 * site's HTML writer), on a page that reads a database post's text: the post's own page, and the
 * news list or the search when a post has no excerpt of its own, since its excerpt is then the
 * start of its text as the page renders it. It is the lighter of the well-kept CommonMark
 * libraries measured (docs/decisions.md, "Measured"). A page whose posts all have excerpts does
 * without it (tests/e2e/budgets.spec.ts).
 */
export const MARKDOWN_READER = 18 * KB;
export const JS_FULL_CLIENT_PAGE = 238 * KB;
/**
 * The admin area as an administrator first sees it: the overview with the three editors' code
 * (forms, validation, lists), which travels with it rather than in chunks of its own, since those
 * chunks regrouped the Mantine components they share with public pages and added bytes to every
 * public page. Most of it is supabase-js, react-query, the admin area and the form components
 * (docs/decisions.md, "Measured"); the Markdown reader waits for a preview. A save's deadline,
 * its retry and the messages beside the button are part of it, and so are a post's publication
 * day and cover, with their rules, and the paging helpers it shares with the public lists of
 * database rows (a chunk of their own).
 */
export const JS_ADMIN = 255 * KB;
/**
 * The backend clients (src/lib/supabase), told apart by strings their code keeps when minified.
 * All of supabase-js (auth, realtime, storage) only where a visitor signs in or an admin works;
 * the read-only client of published rows (postgrest-js alone) where a page reads them as it loads.
 * No other page may load either.
 */
export const FULL_CLIENT = { pattern: /GoTrueClient|supabase-js\//, routes: new Set(['/auth', '/cms']) };
/**
 * The lists of database rows (scientific output by kind, alumni) read every row as they load: a
 * reading page's JavaScript plus react-query, the read-only client, the lists' filters, paging and
 * entries, and the featured publications the articles list with the rows; no Markdown (their rows
 * hold none).
 */
export const JS_LIST_PAGE = 192 * KB;
export const LIST_PAGES = new Set([
  '/producao/todas',
  '/producao/artigos',
  '/producao/livros',
  '/producao/teses',
  '/producao/patentes',
  '/institucional/egressos',
]);
export const READ_CLIENT = {
  pattern: /PGRST/,
  routes: new Set(['/noticias', ...LIST_PAGES, ...FULL_CLIENT.routes]),
};

/**
 * The budget of a page, named by its Portuguese path: each language's version of a page has the
 * same as the Portuguese one (its strings and content replace Portuguese's rather than adding to
 * them).
 */
export function jsBudget(path: string): number {
  if (path === '/') return JS_HOME;
  if (FULL_CLIENT.routes.has(path)) return JS_FULL_CLIENT_PAGE;
  if (LIST_PAGES.has(path)) return JS_LIST_PAGE;
  // The demonstration database's news list holds a post without an excerpt.
  if (READ_CLIENT.routes.has(path)) return JS_READING_PAGE + MARKDOWN_READER;
  return JS_PAGE;
}
