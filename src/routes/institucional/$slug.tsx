import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/features/placeholder/PlaceholderPage';
import { loadPlaceholder } from '@/features/placeholder/placeholder-route';

export const Route = createFileRoute('/institucional/$slug')({
  loader: ({ params }) => loadPlaceholder('institucional', params.slug),
  component: function Placeholder() {
    return <PlaceholderPage page={Route.useLoaderData()} />;
  },
});
