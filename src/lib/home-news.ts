/**
 * How many news cards the home page shows; the build ships the browser no more content posts
 * (velite.config.ts) nor database posts (vite.config.ts) than that.
 */
export const HOME_NEWS_CARDS = 3;
