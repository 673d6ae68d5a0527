import { Outlet, Scripts, createRootRoute } from '@tanstack/react-router';
import { Providers } from '@/app/Providers';
import { SiteLayout } from '@/app/layout/SiteLayout';
import { NotFound } from '@/components/NotFound';
import { RouteError } from '@/components/RouteError';

export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: NotFound,
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
