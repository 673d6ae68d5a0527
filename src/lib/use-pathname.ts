import { useLocation } from '@tanstack/react-router';

/**
 * The current page's path. It selects the path rather than reading the whole location, so the
 * shell's readers (the menus, breadcrumbs, the page head) re-render when the path changes, not
 * when only the query string does (filters, tabs, a search).
 */
export function usePathname(): string {
  return useLocation({ select: (location) => location.pathname });
}
