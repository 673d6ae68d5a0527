import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { PostLoading } from '@/features/news/PostLoading';
import { NewsArticle } from '@/features/news/NewsArticle';
import { findNews } from '@/features/news/find-news';
import { PlaceholderPage } from '@/features/placeholder/PlaceholderPage';
import { findPlaceholder } from '@/features/placeholder/find-placeholder';

// /noticias/agenda etc. are placeholder pages; then news items from content; any other slug is
// looked up among the published posts in the database, in the browser (docs/decisions.md, News,
// database and search).
const DatabasePostPage = lazy(() => import('./-database-post'));

export const Route = createFileRoute('/noticias/$slug')({
  // The loader's lookups and the articles and placeholders they read load with the page's code,
  // not in every page's entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => {
    const placeholder = findPlaceholder(`/noticias/${params.slug}`);
    if (placeholder) return { kind: 'placeholder' as const, placeholder };
    if (findNews(params.slug)) return { kind: 'news' as const, slug: params.slug };
    return { kind: 'database' as const };
  },
  component: function NewsOrPlaceholder() {
    const data = Route.useLoaderData();
    if (data.kind === 'placeholder') return <PlaceholderPage page={data.placeholder} />;
    if (data.kind === 'database')
      return (
        <Suspense fallback={<PostLoading />}>
          <DatabasePostPage />
        </Suspense>
      );
    return <NewsArticle item={findNews(data.slug)!} />;
  },
});
