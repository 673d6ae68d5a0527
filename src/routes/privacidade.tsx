import { createFileRoute } from '@tanstack/react-router';
import { privacy } from '#site/content';
import { ContentPageView } from '@/features/pages/ContentPageView';
import { DataContact } from '@/features/pages/DataContact';

export const Route = createFileRoute('/privacidade')({
  component: function Privacidade() {
    return (
      <ContentPageView page={privacy}>
        <DataContact contact={privacy.dataContact} updated={privacy.updated} />
      </ContentPageView>
    );
  },
});
