import { queryOptions } from '@tanstack/react-query';
import { withExcerpts } from '@/lib/excerpt';
import { alumnusEntry, outputEntry, postEntry, type ResultWording } from '@/lib/search-index/database-entries';
import type { SearchEntry } from '@/lib/search-index/search-entry';

/**
 * The database half of the search: published posts, alumni and scientific output,
 * read once per visit, through the read-only client (postgrest-js), only on the search page.
 */
export const searchDataQuery = (wording: ResultWording) =>
  queryOptions({
    queryKey: ['search', 'database-entries', wording.locale],
    queryFn: async (): Promise<SearchEntry[]> => {
      const { getPublicReads } = await import('@/lib/supabase/public-reads');
      const client = getPublicReads();
      const [posts, alumni, outputs] = await Promise.all([
        client.from('blog_posts').select('*').eq('status', 'published'),
        client.from('egressos').select('*'),
        client.from('producao_cientifica').select('*'),
      ]);
      if (posts.error) throw posts.error;
      if (alumni.error) throw alumni.error;
      if (outputs.error) throw outputs.error;
      return [
        ...(await withExcerpts(posts.data)).map((post) => postEntry(post, wording)),
        ...alumni.data.map((alumnus) => alumnusEntry(alumnus, wording)),
        ...outputs.data.map((output) => outputEntry(output, wording)),
      ];
    },
    staleTime: 5 * 60_000,
    // postgrest-js already retries a failed GET three times (1, 2, 4 s); no second layer.
    retry: false,
  });
