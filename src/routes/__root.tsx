import { Outlet, Scripts, createRootRoute } from '@tanstack/react-router';
import { Providers } from '@/app/Providers';
import { SiteLayout } from '@/app/layout/SiteLayout';
import { NotFound } from '@/components/NotFound';
import { RouteError } from '@/components/RouteError';
import { loadStringsFor } from '@/lib/i18n';
import { loadTranslationsFor } from '@/lib/translations';

export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: NotFound,
  // Whether the page is translated (src/lib/translations.ts), then the interface strings it needs
  // beyond the entry's (src/lib/i18n.ts, `packsFor`); nothing to wait for on most pages.
  beforeLoad: ({ location }) => {
    const map = loadTranslationsFor(location.pathname);
    return map ? map.then(() => loadStringsFor(location.pathname)) : loadStringsFor(location.pathname);
  },
  // Only for a failure of the frame itself (pages have their own boundary, see app/router):
  // this one renders outside RootComponent, so it brings its own providers.
  errorComponent: (props) => (
    <Providers>
      <RouteError {...props} />
    </Providers>
  ),
});

function RootComponent() {
  return (
    <Providers>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
      <Scripts />
    </Providers>
  );
}
