import { createFileRoute } from '@tanstack/react-router';
import { programmePage } from '#site/content';
import { ProgrammePage } from '@/features/programme/ProgrammePage';
import { parseProgrammeSearch } from '@/features/programme/programme-tabs';

export const Route = createFileRoute('/institucional/programa')({
  validateSearch: parseProgrammeSearch,
  component: function Programa() {
    const { aba } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ProgrammePage
        page={programmePage}
        requestedTab={aba}
        onTabChange={(tab) => void navigate({ search: { aba: tab }, replace: true, resetScroll: false })}
      />
    );
  },
});
