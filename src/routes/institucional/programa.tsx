import { createFileRoute } from '@tanstack/react-router';
import { getPage } from '@/features/pages/find-page';
import { ProgrammePage } from '@/features/programme/ProgrammePage';
import { programmeSearchSchema } from '@/features/programme/programme-tabs';

export const Route = createFileRoute('/institucional/programa')({
  validateSearch: programmeSearchSchema,
  component: function Programa() {
    const { aba } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ProgrammePage
        page={getPage('programa')}
        requestedTab={aba}
        onTabChange={(tab) => void navigate({ search: { aba: tab }, replace: true, resetScroll: false })}
      />
    );
  },
});
