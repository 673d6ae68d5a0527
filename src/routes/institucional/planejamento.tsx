import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '@/features/pages/ContentPageView';
import { getPage } from '@/features/pages/find-page';

export const Route = createFileRoute('/institucional/planejamento')({
  component: function Page() {
    return <ContentPageView page={getPage('planejamento')} />;
  },
});
