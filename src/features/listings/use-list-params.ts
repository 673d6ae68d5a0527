import { useNavigate, useSearch } from '@tanstack/react-router';
import { useHydrated } from '@/lib/use-hydrated';
import type { ListParams } from './list-params';

/**
 * A list page's filters and page, from its URL (already checked by the route's validateSearch),
 * once the page has hydrated (the prerendered HTML, which the first render must match, has none),
 * and the way to change them: a new history entry, so Back returns to the previous filters. An
 * empty filter leaves the URL; the anchor of an opened entry goes with the first change.
 */
export function useListParams(): [ListParams, (next: ListParams) => void] {
  const search = useSearch({ strict: false }) as ListParams;
  const params = useHydrated(Object.values(search).some((value) => value !== undefined)) ? search : {};
  const navigate = useNavigate();
  const change = (next: ListParams) => {
    const query = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
    void navigate({ to: '.', search: query as never, hash: '' });
  };
  return [params, change];
}
