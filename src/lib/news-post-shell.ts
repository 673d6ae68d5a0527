/**
 * The one prerendered page that shows any database post: the browser renders the post its address
 * names. Its own path is no address a visitor can open, so nothing on it may link there.
 */
export const NEWS_POST_SHELL = '/noticias/__post';

/**
 * The path a link to "this page" uses (another language's version, the original of a
 * translation): the page's own, except on the posts' shell before the browser has rendered the
 * post, where the news list stands in for it.
 */
export const linkablePath = (path: string) => (path === NEWS_POST_SHELL ? '/noticias' : path);
