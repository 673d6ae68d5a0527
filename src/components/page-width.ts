/**
 * The one content width of the site: header, footer, page heroes and every page's main column
 * use it, so their edges line up at every breakpoint. Long text inside it is held to
 * READING_WIDTH, aligned with the column's left edge rather than centred.
 */
export const PAGE_WIDTH = 'lg';
export const READING_WIDTH = '48rem';
