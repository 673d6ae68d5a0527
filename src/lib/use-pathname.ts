import { useLocation } from '@tanstack/react-router';

/**
 * The current page's path. It selects the path rather than reading the whole location, so a
 * component re-renders only when the path changes: the router swaps in a new location object
 * once it has loaded in the browser, and every reader of the whole object (the mobile menu's
 * accordion, the mega menu, breadcrumbs) re-rendered in one task right after hydration.
 */
export function usePathname(): string {
  return useLocation({ select: (location) => location.pathname });
}
