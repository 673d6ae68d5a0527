import { createFileRoute } from '@tanstack/react-router';
import { DatabaseNotice } from '@/components/DatabaseNotice';
import { ContentPageView } from '@/features/pages/ContentPageView';
import { getPage } from '@/features/pages/find-page';

export const Route = createFileRoute('/premios')({
  component: function Premios() {
    return (
      <ContentPageView page={getPage('premios')}>
        <DatabaseNotice />
      </ContentPageView>
    );
  },
});
