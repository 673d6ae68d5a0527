import { Outlet, Scripts, createRootRoute } from '@tanstack/react-router';
import { Providers } from '@/app/Providers';
import { SiteLayout } from '@/app/layout/SiteLayout';
import { NotFound } from '@/components/NotFound';
import { RouteError } from '@/components/RouteError';
import { loadStringsFor } from '@/lib/i18n';

export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: NotFound,
  // The interface strings the page needs beyond the entry's (src/lib/i18n.ts, `packsFor`); nothing
  // to wait for on most pages.
  beforeLoad: ({ location }) => loadStringsFor(location.pathname),
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
