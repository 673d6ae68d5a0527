import { createFileRoute } from '@tanstack/react-router';
import { areaGroups } from '#site/content';
import { ResearchLinesPage } from '@/features/research-lines/ResearchLinesPage';
import { parseLinesSearch, searchFromSelection, selectionFromSearch } from '@/features/research-lines/lines-search';

const groupIds = areaGroups.map((group) => group.id);

export const Route = createFileRoute('/linhas-pesquisa')({
  validateSearch: parseLinesSearch,
  component: function LinhasPesquisa() {
    const { areas } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ResearchLinesPage
        selection={selectionFromSearch(areas, groupIds)}
        onChange={(selection) =>
          void navigate({ search: searchFromSelection(selection), replace: true, resetScroll: false })
        }
      />
    );
  },
});
