import { createRouter, type RouteComponent } from '@tanstack/react-router';
import { RouteError } from '@/components/RouteError';
import { DEFAULT_LANGUAGE, localizedPath, splitLanguage, type Language } from '@/lib/languages';
import { useContentHydrated } from '@/lib/page-hydration';
import { routeTree } from '../routeTree.gen';

/**
 * Built identically for the prerender (memory history) and the browser, for the language of the
 * page's URL. Routes know only Portuguese paths: the rewrite takes the language prefix off every
 * URL the router reads (/en/orientadores → /orientadores) and puts the page's own back on every
 * link it writes, so no route file and no <Link> deals with languages. A document shows one
 * language: the language links load the other one's page.
 */
export function createAppRouter(language: Language = DEFAULT_LANGUAGE) {
  let firstRender = true;
  const router = createRouter({
    routeTree,
    rewrite: {
      input: ({ url }) => {
        url.pathname = splitLanguage(url.pathname).path;
        return url;
      },
      output: ({ url }) => {
        url.pathname = localizedPath(url.pathname, language);
        return url;
      },
    },
    defaultPreload: 'intent',
    // Restores a page's scroll position on back and forward, and starts a new page at its top;
    // but not on the first render, as a prerendered page hydrates: the page's own early script has
    // already restored its position or gone to its anchor, and a visitor may have scrolled since,
    // whom scrolling to the top would throw back.
    scrollRestoration: () => {
      const restore = !firstRender;
      firstRender = false;
      return restore;
    },
    defaultStructuralSharing: true,
    // Each page's own boundary, inside the root's providers and layout: a page that fails shows
    // the site's message in its frame. (The root route's boundary sits outside them.)
    defaultErrorComponent: RouteError,
  });
  for (const route of Object.values(router.routesById)) {
    const Content = route.options.component;
    if (route.isRoot || !Content || reportsHydration.has(Content)) continue;
    route.update({ component: reportingHydration(Content) });
  }
  return router;
}

/**
 * Every page's component also reports that the page's content has hydrated (see
 * lib/page-hydration), wrapped here so that no route file has to remember it. Routes are modules
 * built once, routers many times (one per prerendered page): each is wrapped once.
 */
const reportsHydration = new WeakSet<RouteComponent>();
function reportingHydration(Content: RouteComponent): RouteComponent {
  function PageContent() {
    useContentHydrated();
    return <Content />;
  }
  // The router loads a code-split component through its preload before rendering it.
  const wrapped = Object.assign(PageContent, { preload: Content.preload });
  reportsHydration.add(wrapped);
  return wrapped;
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
