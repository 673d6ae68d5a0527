import { createFileRoute } from '@tanstack/react-router';
import { QueryProvider } from '@/app/QueryProvider';
import { SearchPage } from '@/features/search/SearchPage';
import { parseSearchParams } from '@/features/search/search-params';

export const Route = createFileRoute('/busca')({
  validateSearch: parseSearchParams,
  // Result pages are not for indexing.
  staticData: { crawl: 'unlisted' },
  component: function Busca() {
    const { q } = Route.useSearch();
    return (
      <QueryProvider>
        <SearchPage term={q?.trim() ?? ''} />
      </QueryProvider>
    );
  },
});
