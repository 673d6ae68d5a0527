import { createFileRoute } from '@tanstack/react-router';
import { history } from '#site/content';
import { ContentPageView } from '@/features/pages/ContentPageView';
import { historyBlocks } from '@/features/pages/page-blocks';

export const Route = createFileRoute('/institucional/apresentacao')({
  component: function Apresentacao() {
    return <ContentPageView title={history.title} subtitle={history.subtitle} blocks={historyBlocks(history)} />;
  },
});
