import { useEffect } from 'react';
import { Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Providers } from '@/app/Providers';
import { SiteLayout } from '@/app/layout/SiteLayout';
import { NotFound } from '@/components/NotFound';
import { RouteError } from '@/components/RouteError';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootComponent,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

function RootComponent() {
  const { queryClient } = Route.useRouteContext();
  // Marks the page interactive: browser tests wait for it before acting.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Providers queryClient={queryClient}>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
      <Scripts />
    </Providers>
  );
}
