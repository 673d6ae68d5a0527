import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/features/placeholder/PlaceholderPage';
import { loadPlaceholder } from '@/features/placeholder/placeholder-route';

export const Route = createFileRoute('/projetos/$slug')({
  loader: ({ params }) => loadPlaceholder('projetos', params.slug),
  component: function Placeholder() {
    return <PlaceholderPage page={Route.useLoaderData()} />;
  },
});
