import { queryOptions } from '@tanstack/react-query';
import { withExcerpts } from '@/lib/excerpt';
import { POST_CARD_COLUMNS } from '@/lib/news-list';

/** How long the news list waits for the database before it gives up and says so. */
export const POSTS_TIMEOUT_MS = 8000;

/**
 * Every published blog_posts row, for the /noticias list (docs/decisions.md, News), each with the
 * excerpt its card shows. A backend that does not answer in POSTS_TIMEOUT_MS is an error, so the
 * list never shows an endless spinner.
 */
export const publishedPostsQuery = queryOptions({
  queryKey: ['blog-posts', 'published'],
  queryFn: async () => {
    // Started first, so a slow client chunk counts against the same limit.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), POSTS_TIMEOUT_MS);
    try {
      const { getPublicReads } = await import('@/lib/supabase/public-reads');
      const client = getPublicReads();
      controller.signal.throwIfAborted();
      const { data, error } = await client
        .from('blog_posts')
        .select(POST_CARD_COLUMNS)
        .eq('status', 'published')
        // Posts of one day newest written first; the list then sorts by day.
        .order('published_on', { ascending: false })
        .order('created_at', { ascending: false })
        .abortSignal(controller.signal);
      if (error) throw error;
      return await withExcerpts(data);
    } finally {
      clearTimeout(timer);
    }
  },
  staleTime: 5 * 60_000,
  retry: false,
});
