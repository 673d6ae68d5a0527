import { Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Providers } from '@/app/Providers';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { NotFound } from '@/components/NotFound';
import { RouteError } from '@/components/RouteError';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootComponent,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

function RootComponent() {
  const { queryClient } = Route.useRouteContext();
  return (
    <Providers queryClient={queryClient}>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
      <Scripts />
    </Providers>
  );
}
