import { useEffect } from 'react';
import { Outlet, Scripts, createRootRoute } from '@tanstack/react-router';
import { Providers } from '@/app/Providers';
import { SiteLayout } from '@/app/layout/SiteLayout';
import { NotFound } from '@/components/NotFound';
import { RouteError } from '@/components/RouteError';

export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

function RootComponent() {
  // Marks the page interactive: browser tests wait for it before acting.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Providers>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
      <Scripts />
    </Providers>
  );
}
