import { createFileRoute } from '@tanstack/react-router';
import { privacy } from '#site/content';
import { ContentPageView } from '@/features/pages/ContentPageView';
import { DataContact } from '@/features/pages/DataContact';

export const Route = createFileRoute('/privacidade')({
  component: function Privacidade() {
    return (
      <ContentPageView title={privacy.title} subtitle={privacy.subtitle} blocks={privacy.blocks}>
        <DataContact contact={privacy.dataContact} updated={privacy.updated} />
      </ContentPageView>
    );
  },
});
