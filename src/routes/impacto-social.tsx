import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '@/features/pages/ContentPageView';
import { getPage } from '@/features/pages/find-page';

export const Route = createFileRoute('/impacto-social')({
  component: function Page() {
    return <ContentPageView page={getPage('impacto-social')} />;
  },
});
