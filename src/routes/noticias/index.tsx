import { createFileRoute } from '@tanstack/react-router';
import { QueryProvider } from '@/app/QueryProvider';
import { NewsList } from '@/features/news/NewsList';
import { SectionIndex } from '@/features/sections/SectionIndex';
import { getSection } from '@/features/sections/find-section';

// News posts are written in /cms and listed here as they are published: no "awaits the
// database" notice (the awards page keeps its own, having no table yet).
export const Route = createFileRoute('/noticias/')({
  component: function Noticias() {
    return (
      <SectionIndex section={getSection('/noticias')}>
        <QueryProvider>
          <NewsList />
        </QueryProvider>
      </SectionIndex>
    );
  },
});
