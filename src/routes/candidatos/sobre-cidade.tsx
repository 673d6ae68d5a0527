import { createFileRoute } from '@tanstack/react-router';
import { cityGuide } from '#site/content';
import { ContentPageView } from '@/features/pages/ContentPageView';

export const Route = createFileRoute('/candidatos/sobre-cidade')({
  component: function SobreCidade() {
    return <ContentPageView page={cityGuide} />;
  },
});
