import { queryOptions } from '@tanstack/react-query';

/** A published blog_posts row by slug, or null; drafts are invisible (RLS). */
export const publishedPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog-post', slug],
    queryFn: async () => {
      const { getSupabase } = await import('@/lib/supabase/client');
      const client = await getSupabase();
      const { data, error } = await client.from('blog_posts').select('*').eq('slug', slug).eq('status', 'published').maybeSingle();
      if (error) throw error;
      return data;
    },
    // postgrest-js already retries a failed GET three times (1, 2, 4 s); no second layer.
    retry: false,
  });
