import { createFileRoute } from '@tanstack/react-router';
import { socialImpact } from '#site/content';
import { ContentPageView } from '@/features/pages/ContentPageView';

export const Route = createFileRoute('/impacto-social')({
  component: function ImpactoSocial() {
    return <ContentPageView page={socialImpact} />;
  },
});
