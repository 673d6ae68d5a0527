import { programme } from '#site/content';
import { SITE_URL } from '@/lib/env';
import { programmeGraph } from '@/lib/structured-data';
import { JsonLd } from './JsonLd';

const DATA = programmeGraph(SITE_URL, {
  name: programme.name,
  description: programme.description,
  institution: programme.institution,
  startYear: programme.startYear,
  programmePath: '/institucional/programa',
  degrees: [
    {
      ...programme.degrees.master,
      months: programme.durations.masterMonths,
      prerequisites: programme.requirements.master,
    },
    {
      ...programme.degrees.doctorate,
      months: programme.durations.doctorateMonths,
      prerequisites: programme.requirements.doctorate,
    },
  ],
});

/** The programme and its master's and doctorate, for the home and programme pages. */
export function ProgrammeJsonLd() {
  return <JsonLd data={DATA} />;
}
