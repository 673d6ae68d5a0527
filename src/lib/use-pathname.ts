import { useLocation, useRouterState } from '@tanstack/react-router';

/**
 * The current page's path. It selects the path rather than reading the whole location, so the
 * shell's readers (the menus, breadcrumbs, the page head) re-render when the path changes, not
 * when only the query string does (filters, tabs, a search).
 */
export function usePathname(): string {
  return useLocation({ select: (location) => location.pathname });
}

/**
 * The path of the page on screen. During a navigation the router keeps showing the previous page
 * until the next one is ready (its code, its data, the strings it needs), while `usePathname`
 * already names the next: what must agree with the content shown, such as its language marks and
 * the untranslated notice, reads this one.
 */
export function useShownPathname(): string {
  return useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
}
