/** Where `npm run build` writes the database posts it read (database-news.ts); vite.config.ts serves it. */
export const DATABASE_NEWS_FILE = '.build/database-news.json';
