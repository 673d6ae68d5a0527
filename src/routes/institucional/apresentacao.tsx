import { createFileRoute } from '@tanstack/react-router';
import { history } from '#site/content';
import { ContentPageView } from '@/features/pages/ContentPageView';

export const Route = createFileRoute('/institucional/apresentacao')({
  component: function Apresentacao() {
    return <ContentPageView page={history} />;
  },
});
