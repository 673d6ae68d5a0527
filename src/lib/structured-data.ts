import type { Crumb } from './breadcrumbs';

// schema.org JSON-LD for search engines, built from content by pure functions. Every URL in the
// output is absolute (siteUrl + path), as Google's structured-data guidelines ask.

type Node = Record<string, unknown>;
const CONTEXT = 'https://schema.org';

const absolute = (siteUrl: string, path: string) => `${siteUrl}${path}`;
/** The programme's node id, so every page's data points at one organisation. */
export const organizationId = (siteUrl: string) => `${siteUrl}/#programa`;

export function breadcrumbList(siteUrl: string, trail: readonly Crumb[]): Node {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}

export type DegreeFacts = { name: string; credential: string; months: number; prerequisites: readonly string[] };
export type ProgrammeFacts = {
  name: string;
  description: string;
  institution: string;
  startYear: number;
  /** The programme page, e.g. /institucional/programa. */
  programmePath: string;
  degrees: readonly DegreeFacts[];
};

/** The programme as an EducationalOrganization and its degrees as EducationalOccupationalPrograms. */
export function programmeGraph(siteUrl: string, facts: ProgrammeFacts): Node {
  const id = organizationId(siteUrl);
  return {
    '@context': CONTEXT,
    '@graph': [
      {
        '@type': 'EducationalOrganization',
        '@id': id,
        name: facts.name,
        url: absolute(siteUrl, '/'),
        description: facts.description,
        foundingDate: String(facts.startYear),
        parentOrganization: { '@type': 'CollegeOrUniversity', name: facts.institution },
      },
      ...facts.degrees.map((degree) => ({
        '@type': 'EducationalOccupationalProgram',
        name: degree.name,
        url: absolute(siteUrl, facts.programmePath),
        provider: { '@id': id },
        educationalCredentialAwarded: degree.credential,
        timeToComplete: `P${degree.months}M`,
        programPrerequisites: degree.prerequisites.join('; '),
      })),
    ],
  };
}

/** A page of questions; `inLanguage` is the BCP 47 tag of the language its text is in. */
export function faqPage(
  siteUrl: string,
  path: string,
  items: readonly { question: string; answer: string }[],
  inLanguage: string,
): Node {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url: absolute(siteUrl, path),
    inLanguage,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export type ArticleFacts = {
  title: string;
  excerpt: string;
  date: string;
  author: string;
  path: string;
  imageSrc: string;
  /** The BCP 47 tag of the language the article's text is in. */
  inLanguage: string;
};

export function newsArticle(siteUrl: string, article: ArticleFacts, publisherName: string): Node {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: article.title,
    inLanguage: article.inLanguage,
    description: article.excerpt,
    datePublished: article.date,
    dateModified: article.date,
    image: [absolute(siteUrl, article.imageSrc)],
    mainEntityOfPage: absolute(siteUrl, article.path),
    // Content names the author as free text, often a team ("Comunicação do Programa").
    author: { '@type': 'Organization', name: article.author },
    publisher: {
      '@type': 'EducationalOrganization',
      '@id': organizationId(siteUrl),
      name: publisherName,
      url: absolute(siteUrl, '/'),
    },
  };
}

export type ContactFacts = {
  name: string;
  email: string;
  phone: string;
  /** The secretariat's opening periods on working days (Monday to Friday). */
  periods: readonly { from: string; to: string }[];
  address: {
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: string;
  };
};

// Written out rather than mapped from the day names: a call at a module's top level counts as a
// side effect, and the browser build then kept this module wherever it was imported, even from code
// it drops (the home page's structured data, written by the prerender alone).
const WORKING_DAYS = [
  `${CONTEXT}/Monday`,
  `${CONTEXT}/Tuesday`,
  `${CONTEXT}/Wednesday`,
  `${CONTEXT}/Thursday`,
  `${CONTEXT}/Friday`,
];

/** A Brazilian number as written locally, "(11) 3000-0000", in international form: "+55 11 3000-0000". */
export function internationalPhone(phone: string): string {
  const match = /^\((\d{2})\)\s*(\d{4,5}-\d{4})$/.exec(phone.trim());
  return match ? `+55 ${match[1]} ${match[2]}` : phone;
}

/** The programme's postal address and its secretariat as a ContactPoint (the contact page). */
export function contactOrganization(siteUrl: string, facts: ContactFacts, contactPath: string): Node {
  return {
    '@context': CONTEXT,
    '@type': 'EducationalOrganization',
    '@id': organizationId(siteUrl),
    name: facts.name,
    url: absolute(siteUrl, '/'),
    address: { '@type': 'PostalAddress', ...facts.address },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'secretaria',
      email: facts.email,
      telephone: internationalPhone(facts.phone),
      hoursAvailable: facts.periods.map((period) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: WORKING_DAYS,
        opens: period.from,
        closes: period.to,
      })),
      availableLanguage: 'Portuguese',
      url: absolute(siteUrl, contactPath),
    },
  };
}
