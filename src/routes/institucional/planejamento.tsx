import { createFileRoute } from '@tanstack/react-router';
import { planning } from '#site/content';
import { ContentPageView } from '@/features/pages/ContentPageView';

export const Route = createFileRoute('/institucional/planejamento')({
  component: function Planejamento() {
    return <ContentPageView page={planning} />;
  },
});
