import { createFileRoute } from '@tanstack/react-router';
import { awards } from '#site/content';
import { DatabaseNotice } from '@/components/DatabaseNotice';
import { ContentPageView } from '@/features/pages/ContentPageView';

export const Route = createFileRoute('/premios')({
  component: function Premios() {
    return (
      <ContentPageView page={awards}>
        <DatabaseNotice />
      </ContentPageView>
    );
  },
});
