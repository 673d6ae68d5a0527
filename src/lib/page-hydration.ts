import { useLayoutEffect } from 'react';

// React hydrates a prerendered page in two passes: the frame first (header, footer), then the
// page's own content, which the router's outlet puts in a Suspense boundary. A client-side
// navigation between the two leaves React hydrating a page the router has already dropped: it
// throws and re-renders the whole document. So navigation waits for the second pass.

let resolveContentHydrated: () => void = () => undefined;

/** Resolves once the page's content has hydrated (or rendered, on a page that is not prerendered). */
export const contentHydrated = new Promise<void>((resolve) => {
  resolveContentHydrated = resolve;
});

/**
 * Called by whatever fills the page's content: each route's component, the error and not-found
 * messages. A layout effect, so it runs before any of the content's own effects (one of which may
 * navigate). Also marks <html data-hydrated>, which browser tests wait for.
 */
export function useContentHydrated() {
  useLayoutEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    resolveContentHydrated();
  }, []);
}

/** Whether the page's content has hydrated (the mark above): a part rendered after it has no HTML to match. */
export const pageHydrated = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';

/**
 * Whether the page in `container` came prerendered, to be hydrated. The dev server's page (a #root
 * holding only the template's comment) and shells that answer many URLs (data-client-render) are
 * rendered in the browser instead.
 */
export const isPrerendered = (container: HTMLElement) =>
  container.firstElementChild !== null && !('clientRender' in container.dataset);
