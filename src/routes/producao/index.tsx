import { createFileRoute } from '@tanstack/react-router';
import { DatabaseNotice } from '@/components/DatabaseNotice';
import { SectionIndex } from '@/features/sections/SectionIndex';
import { getSection } from '@/features/sections/find-section';

export const Route = createFileRoute('/producao/')({
  component: function Producao() {
    return (
      <SectionIndex section={getSection('/producao')}>
        <DatabaseNotice />
      </SectionIndex>
    );
  },
});
