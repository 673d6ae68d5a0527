import { DatabasePost } from '@/features/news/DatabasePost';

/**
 * A news post kept in the database: code of its own, so the content news and placeholder pages
 * under /noticias/ do not download the backend client or the Markdown renderer.
 */
export default function DatabasePostPage() {
  return <DatabasePost />;
}
