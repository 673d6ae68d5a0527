import { createRouter } from '@tanstack/react-router';
import { RouteError } from '@/components/RouteError';
import { routeTree } from '../routeTree.gen';

/** Built identically for the prerender (memory history) and the browser. */
export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultStructuralSharing: true,
    // Each page's own boundary, inside the root's providers and layout: a page that fails shows
    // the site's message in its frame. (The root route's boundary sits outside them.)
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * For crawlers (the prerender's sitemap and robots.txt): `unlisted` pages stay out of the
     * sitemap, `disallowed` ones are also closed to robots. Applies to the pages under a layout too.
     */
    crawl?: 'unlisted' | 'disallowed';
  }
}
