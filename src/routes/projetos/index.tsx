import { createFileRoute } from '@tanstack/react-router';
import { SectionIndex } from '@/features/sections/SectionIndex';
import { getSection } from '@/features/sections/find-section';

export const Route = createFileRoute('/projetos/')({
  component: function SectionPage() {
    return <SectionIndex section={getSection('/projetos')} />;
  },
});
