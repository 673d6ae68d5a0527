/**
 * How many news cards the home page shows; the build ships the browser no more database posts
 * than that (vite.config.ts).
 */
export const HOME_NEWS_CARDS = 3;
