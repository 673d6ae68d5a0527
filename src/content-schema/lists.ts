import { defineCollection, s } from 'velite';
import {
  obj,
  icon,
  text,
  slugId,
  internalPath,
  lineNumber,
  isoDate,
  imageWithAlt,
  linkTo,
  card,
  paragraphs,
  advisorAreaId,
  words,
  unique,
  lattesUrl,
  orcidUrl,
} from './fields';
import { formatNewsDate } from '../lib/format-date';
import { newsFiles } from './schedule';

// ---------------------------------------------------------------------------------------------
// Lists

export const advisers = defineCollection({
  name: 'Adviser',
  pattern: 'advisers.yaml',
  schema: obj({
    id: s.slug('advisers'),
    name: s
      .string()
      .trim()
      .regex(/^Prof(a)?\. Dr(a)?\. \S/, 'name deve começar pelo título, por exemplo "Profa. Dra. Helena Amaral"'),
    photo: s.image(),
    areas: s
      .array(advisorAreaId)
      .length(2)
      .refine((areas) => areas[0] !== areas[1], 'as duas áreas devem ser diferentes'),
    researchLines: s.array(lineNumber).min(1),
    available: s.boolean(),
    score: s
      .string()
      .regex(/^(9\.[4-9]\d?|10(\.0{1,2})?)$/, "score deve ir de 9.4 a 10, entre aspas, por exemplo '9.7'"),
    showOnHome: s.boolean(),
    /** Optional profile links; sample content leaves them out (a made-up id is someone's real one). */
    lattes: lattesUrl.optional(),
    orcid: orcidUrl.optional(),
  }).transform((adviser) => {
    // Keywords leave out the title ("Profa. Dra."), which STOP_WORDS drops anyway.
    return {
      ...adviser,
      photoAlt: `Foto de ${adviser.name}`,
      /** Names of the two areas, in the order of `areas` (filled in prepare). */
      areaNames: [] as string[],
      /** Search keywords: name words and research line titles (completed in prepare). */
      keywords: words(adviser.name),
    };
  }),
});

export const advisorAreas = defineCollection({
  name: 'AdvisorArea',
  pattern: 'advisor-areas.yaml',
  schema: obj({ id: advisorAreaId, name: text }),
});

export const researchLines = defineCollection({
  name: 'ResearchLine',
  pattern: 'research-lines.yaml',
  schema: obj({ number: lineNumber, title: text, description: text.max(600) }).transform((line) => ({
    ...line,
    /** Title words plus the names and subareas of the area groups holding the line (prepare). */
    keywords: words(line.title),
  })),
});

export const areaGroups = defineCollection({
  name: 'AreaGroup',
  pattern: 'area-groups.yaml',
  schema: obj({
    id: s.slug('area-groups'),
    name: text,
    // Decorative: the button's text names the group, so the image has no alt text of its own.
    image: s.image(),
    subareas: s.array(text).min(1),
    lines: s.array(lineNumber).min(1),
  }),
});

export const faq = defineCollection({
  name: 'FaqItem',
  pattern: 'faq.yaml',
  schema: obj({
    id: slugId,
    question: text,
    // Plain text; a line starting with "• " is a list item (the page keeps line breaks).
    answer: text,
  }).transform((item) => ({ ...item, keywords: words(item.question) })),
});

export const news = defineCollection({
  name: 'NewsItem',
  pattern: 'news/*.mdx',
  schema: s
    .object({
      slug: s.slug('news', ['agenda', 'seminarios', 'comunicados']),
      title: text,
      excerpt: text.max(300),
      date: isoDate,
      category: text,
      author: text,
      ...imageWithAlt,
      // Markdown compiled to HTML at build time. (MDX compiles to code the browser would have to
      // eval, which the site's CSP rightly blocks, so a post failed to hydrate.)
      body: s.markdown(),
    })
    .transform((item, { meta }) => {
      const entry = {
        ...item,
        path: `/noticias/${item.slug}`,
        /** The date as pages show it, formatted here so the browser never builds a date formatter. */
        dateLabel: formatNewsDate(item.date),
        /** Category, author and title words (spec §9, post keywords). */
        keywords: unique([item.category.toLocaleLowerCase('pt-BR'), ...words(item.author, item.title)]),
      };
      // A post dated ahead is held back by name of its file (schedule.ts).
      newsFiles.set(entry, meta.path);
      return entry;
    }),
});

export const publications = defineCollection({
  name: 'Publication',
  pattern: 'publications.yaml',
  schema: obj({
    id: s.slug('publications'),
    title: text,
    authors: text,
    journal: text,
    year: s.number().int().min(1900).max(2100),
    researchLine: lineNumber,
    ...imageWithAlt,
  }).transform((item) => ({
    ...item,
    /** Title of the research line (filled in prepare). */
    researchLineTitle: '',
    keywords: unique(words(item.title, item.authors, item.journal)),
  })),
});

export const navigation = defineCollection({
  name: 'Menu',
  pattern: 'navigation.yaml',
  schema: obj({
    id: s.slug('menus'),
    label: text,
    path: internalPath,
    description: text,
    ...imageWithAlt,
    links: s.array(linkTo).min(1),
  }),
});

export const listBlock = obj({
  title: text,
  items: s.array(obj({ label: text, path: internalPath.optional() })).min(1),
});

export const sections = defineCollection({
  name: 'Section',
  pattern: 'sections/*.yaml',
  schema: obj({
    path: internalPath,
    title: text,
    subtitle: text,
    intro: text,
    /** Further paragraphs after the cards (e.g. the research projects' descriptive text). */
    body: paragraphs.default([]),
    cards: s.array(card).min(1),
    lists: s.array(listBlock).default([]),
  }).transform((section) => ({
    ...section,
    id: section.path.slice(1),
    keywords: words(section.title, section.subtitle),
  })),
});

export const placeholders = defineCollection({
  name: 'PlaceholderPage',
  pattern: 'placeholders.yaml',
  schema: obj({ path: internalPath, title: text, icon }).transform((page) => ({
    ...page,
    section: `/${page.path.split('/')[1]}`,
    keywords: words(page.title),
  })),
});
