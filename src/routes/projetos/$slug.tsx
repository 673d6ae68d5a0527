import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/features/placeholder/PlaceholderPage';
import { loadPlaceholder } from '@/features/placeholder/placeholder-route';

export const Route = createFileRoute('/projetos/$slug')({
  // The loader's lookup and the content it reads load with the page's code, not in every page's entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => loadPlaceholder('projetos', params.slug),
  component: function Placeholder() {
    return <PlaceholderPage page={Route.useLoaderData()} />;
  },
});
