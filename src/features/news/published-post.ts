import { useEffect, useState } from 'react';

/**
 * A published blog_posts row by slug with its body rendered from Markdown, or null; drafts are
 * invisible (RLS). The renderer downloads alongside the row, only on a database post's page.
 */
export async function fetchPublishedPost(slug: string) {
  const renderer = import('@/lib/markdown');
  const excerpts = import('@/lib/excerpt');
  const { getPublicReads } = await import('@/lib/supabase/public-reads');
  const { data, error } = await getPublicReads()
    .from('blog_posts')
    .select('slug, title, excerpt, content, category, author, published_on, cover_url, cover_alt')
    .eq('slug', slug)
    .eq('status', 'published')
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const [{ renderMarkdown }, { withExcerpts }] = await Promise.all([renderer, excerpts]);
  const [described] = await withExcerpts([data]);
  return { ...data, html: renderMarkdown(data.content), description: described!.excerpt };
}

export type PublishedPost = NonNullable<Awaited<ReturnType<typeof fetchPublishedPost>>>;

type PostState = { status: 'loading' } | { status: 'error' } | { status: 'done'; post: PublishedPost | null };

/**
 * The post, read afresh on every visit, so an edit made in /cms shows the next time the page opens.
 * A plain state rather than the query cache: this page alone would download react-query for one
 * read. The read's time bound is the client's own (src/lib/supabase/backend.ts).
 */
export function usePublishedPost(slug: string, enabled: boolean) {
  const [state, setState] = useState<PostState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'loading' });
    fetchPublishedPost(slug).then(
      (post) => current && setState({ status: 'done', post }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [slug, enabled, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
