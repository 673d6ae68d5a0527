import { createFileRoute } from '@tanstack/react-router';
import { QueryProvider } from '@/app/QueryProvider';
import { parseOutputParams } from '@/features/listings/list-params';
import { OutputPage } from '@/features/listings/OutputPage';

export const Route = createFileRoute('/producao/teses')({
  validateSearch: parseOutputParams,
  component: () => (
    <QueryProvider>
      <OutputPage kind="teses" />
    </QueryProvider>
  ),
});
