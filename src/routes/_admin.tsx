import { createFileRoute } from '@tanstack/react-router';
import { AdminPending } from '@/features/auth/AdminPending';
import { requireAdmin } from '@/features/auth/require-admin';

// The admin area, as in TanStack Router's authenticated-routes example: this pathless layout's
// beforeLoad decides before any page under src/routes/_admin/ renders. The session lives in the
// browser, so the prerender and the first paint show the pending spinner (ssr: false), never the
// protected page. The client guard is a convenience; row-level security is the boundary.
export const Route = createFileRoute('/_admin')({
  ssr: false,
  staticData: { crawl: 'disallowed' },
  beforeLoad: ({ preload }) => requireAdmin({ preload }),
  pendingComponent: AdminPending,
});
