import { createFileRoute } from '@tanstack/react-router';
import { QueryProvider } from '@/app/QueryProvider';
import { DatabaseNotice } from '@/components/DatabaseNotice';
import { NewsList } from '@/features/news/NewsList';
import { SectionIndex } from '@/features/sections/SectionIndex';
import { getSection } from '@/features/sections/find-section';

export const Route = createFileRoute('/noticias/')({
  component: function Noticias() {
    return (
      <SectionIndex section={getSection('/noticias')}>
        <QueryProvider>
          <NewsList />
        </QueryProvider>
        <DatabaseNotice />
      </SectionIndex>
    );
  },
});
