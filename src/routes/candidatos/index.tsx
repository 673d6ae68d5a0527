import { createFileRoute } from '@tanstack/react-router';
import { CandidatesExtras } from '@/features/candidates/CandidatesExtras';
import { SectionIndex } from '@/features/sections/SectionIndex';
import { getSection } from '@/features/sections/find-section';

export const Route = createFileRoute('/candidatos/')({
  component: function Candidatos() {
    return (
      <SectionIndex section={getSection('/candidatos')}>
        <CandidatesExtras />
      </SectionIndex>
    );
  },
});
