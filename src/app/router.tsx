import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';

/** Built identically for the prerender (memory history) and the browser. */
export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultStructuralSharing: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
