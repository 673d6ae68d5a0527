import { createFileRoute } from '@tanstack/react-router';
import { advisorAreas } from '#site/content';
import { AdvisersPage } from '@/features/advisers/AdvisersPage';
import { parseAdvisersSearch, parseAreas, toAdvisersSearch } from '@/features/advisers/advisers-search';

const areaIds = advisorAreas.map((area) => area.id);

export const Route = createFileRoute('/orientadores')({
  validateSearch: parseAdvisersSearch,
  component: function Orientadores() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AdvisersPage
        term={search.busca ?? ''}
        areas={parseAreas(search.areas, areaIds)}
        onChange={(term, areas) =>
          navigate({ search: toAdvisersSearch(term, areas), replace: true, resetScroll: false })
        }
      />
    );
  },
});
