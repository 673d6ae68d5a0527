import { createFileRoute } from '@tanstack/react-router';
import { awards } from '#site/content';
import { DatabaseNotice } from '@/components/DatabaseNotice';
import { ContentPageView } from '@/features/pages/ContentPageView';
import { awardsBlocks } from '@/features/pages/page-blocks';

export const Route = createFileRoute('/premios')({
  component: function Premios() {
    return (
      <ContentPageView title={awards.title} subtitle={awards.subtitle} blocks={awardsBlocks(awards)}>
        <DatabaseNotice />
      </ContentPageView>
    );
  },
});
