import { QueryProvider } from '@/app/QueryProvider';
import { DatabasePost } from '@/features/news/DatabasePost';

/**
 * A news post kept in the database, with the query cache it reads through: code of its own, so
 * the content news and placeholder pages under /noticias/ do not download react-query.
 */
export default function DatabasePostPage() {
  return (
    <QueryProvider>
      <DatabasePost />
    </QueryProvider>
  );
}
