/**
 * One parameter of a page's query string, as text, or absent. The router parses the query as
 * JSON where it can (`?aba=3` arrives as the number 3) and a visitor can type anything, so
 * whatever is not text of at most `maxLength` characters reads as absent: a hand-edited URL
 * degrades to "no filter" instead of failing.
 *
 * Plain functions rather than zod schemas: these were the browser's only use of zod, whose code
 * then travelled to and ran on every page (bytes to download, and a cheap phone's main thread
 * busy as each page starts, when it must stay free to answer input). Zod still validates the
 * content at build.
 */
export function textParam(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined;
}

/** Like textParam, but a number is taken as its text and anything longer is cut to `maxLength`. */
export function cutTextParam(value: unknown, maxLength: number): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).slice(0, maxLength);
  return typeof value === 'string' ? value.slice(0, maxLength) : undefined;
}
