// The database posts published when the site was built (scripts/build/database-news.ts), served
// by vite.config.ts; empty outside `npm run build`.
declare module 'virtual:database-news' {
  const posts: import('./news-list').BuiltPost[];
  export default posts;
}
