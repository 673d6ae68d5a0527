import { createFileRoute, notFound } from '@tanstack/react-router';
import { NewsArticle } from '@/features/news/NewsArticle';
import { findNews } from '@/features/news/find-news';
import { PlaceholderPage } from '@/features/placeholder/PlaceholderPage';
import { findPlaceholder } from '@/features/placeholder/find-placeholder';

// /noticias/agenda etc. are placeholder pages; any other slug is a news item from content.
// The news lookup is imported lazily so the articles stay out of the entry bundle.
export const Route = createFileRoute('/noticias/$slug')({
  loader: async ({ params }) => {
    const placeholder = findPlaceholder(`/noticias/${params.slug}`);
    if (placeholder) return { kind: 'placeholder' as const, placeholder };
    const { findNews: find } = await import('@/features/news/find-news');
    if (!find(params.slug)) throw notFound();
    return { kind: 'news' as const, slug: params.slug };
  },
  component: function NewsOrPlaceholder() {
    const data = Route.useLoaderData();
    if (data.kind === 'placeholder') return <PlaceholderPage page={data.placeholder} />;
    return <NewsArticle item={findNews(data.slug)!} />;
  },
});
