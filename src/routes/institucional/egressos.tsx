import { createFileRoute } from '@tanstack/react-router';
import { QueryProvider } from '@/app/QueryProvider';
import { AlumniPage } from '@/features/listings/AlumniPage';
import { parseAlumniParams } from '@/features/listings/list-params';

export const Route = createFileRoute('/institucional/egressos')({
  validateSearch: parseAlumniParams,
  component: () => (
    <QueryProvider>
      <AlumniPage />
    </QueryProvider>
  ),
});
