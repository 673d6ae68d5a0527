import { programme } from '#site/content';
import { SITE_URL } from '@/lib/env';
import { serializeJsonLd } from '@/lib/json-ld';
import { programmeGraph } from '@/lib/structured-data';

/**
 * Written by the prerender alone: every fact in it is known when the site is built, and crawlers
 * read it in the HTML. The browser's build leaves out the data and the code that writes it (and
 * JsonLd, whose chunk holds every page's structured data); hydration leaves the HTML's text as it
 * is, since React compares no `dangerouslySetInnerHTML` when it hydrates a production build.
 */
const TEXT = import.meta.env.SSR
  ? serializeJsonLd(
      programmeGraph(SITE_URL, {
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
      }),
    )
  : '';

/** The programme and its master's and doctorate, for the home and programme pages. */
export function ProgrammeJsonLd() {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: TEXT }} suppressHydrationWarning />;
}
