import { createFileRoute } from '@tanstack/react-router';
import { SectionIndex } from '@/features/sections/SectionIndex';
import { getSection } from '@/features/sections/find-section';

// Scientific output is managed in /cms and shows in search: no "awaits the database" notice.
export const Route = createFileRoute('/producao/')({
  component: function Producao() {
    return <SectionIndex section={getSection('/producao')} />;
  },
});
