import { defineCollection, defineConfig, s } from 'velite';
import { ICON_NAMES } from './src/components/icon/icon-names';

// Every static entity of the site lives in content/ and is checked here at build time.
// `npm run content` runs Velite with strict: true, so one bad field fails the build with
// the file, the entry index and the field name.

const icon = s.enum(ICON_NAMES);
const text = s.string().trim().min(1);
const internalPath = s.string().regex(/^\/[a-z0-9\-/]*$/, 'must be a site path like /candidatos/faq');
// Velite's s.isodate() throws a bare "Invalid time value" on a bad date, naming no file;
// coercing through zod reports the entry and field like every other mistake.
const isoDate = s.coerce.date().transform((date) => date.toISOString());
const imageWithAlt = { image: s.image(), imageAlt: text };
const card = s.object({ title: text, description: text, icon, path: internalPath.optional() });
const advisorAreaId = s.enum([
  'endocrinologia-reproducao',
  'ginecologia-oncologica',
  'obstetricia-perinatal',
  'uroginecologia',
  'endometriose-infertilidade',
  'medicina-fetal',
  'saude-mulher-climaterio',
]);

const advisers = defineCollection({
  name: 'Adviser',
  pattern: 'advisers.yaml',
  schema: s.object({
    id: s.slug('advisers'),
    name: text,
    photo: s.image(),
    areas: s.array(advisorAreaId).length(2),
    researchLines: s.array(s.number().int().min(1).max(8)).min(1),
    available: s.boolean(),
    score: s.string().regex(/^(9\.[4-9]\d?|10(\.0{1,2})?)$/, 'score must be between 9.4 and 10, e.g. "9.7"'),
    showOnHome: s.boolean(),
  }),
});

const advisorAreas = defineCollection({
  name: 'AdvisorArea',
  pattern: 'advisor-areas.yaml',
  schema: s.object({ id: advisorAreaId, name: text }),
});

const researchLines = defineCollection({
  name: 'ResearchLine',
  pattern: 'research-lines.yaml',
  schema: s.object({ number: s.number().int().min(1).max(8), title: text, description: text }),
});

const areaGroups = defineCollection({
  name: 'AreaGroup',
  pattern: 'area-groups.yaml',
  schema: s.object({
    id: s.slug('area-groups'),
    name: text,
    ...imageWithAlt,
    subareas: s.array(text).min(1),
    lines: s.array(s.number().int().min(1).max(8)).min(1),
  }),
});

const faq = defineCollection({
  name: 'FaqItem',
  pattern: 'faq.yaml',
  schema: s.object({ question: text, answer: text }),
});

const news = defineCollection({
  name: 'NewsItem',
  pattern: 'news/*.mdx',
  schema: s
    .object({
      slug: s.slug('news', ['agenda', 'seminarios', 'comunicados']),
      title: text,
      excerpt: text.max(300),
      date: isoDate,
      category: text,
      ...imageWithAlt,
      body: s.mdx(),
    })
    .transform((item) => ({ ...item, path: `/noticias/${item.slug}` })),
});

const publications = defineCollection({
  name: 'Publication',
  pattern: 'publications.yaml',
  schema: s.object({
    id: s.slug('publications'),
    title: text,
    authors: text,
    journal: text,
    year: s.number().int().min(1900).max(2100),
    researchLine: s.number().int().min(1).max(8),
    ...imageWithAlt,
  }),
});

const navigation = defineCollection({
  name: 'Menu',
  pattern: 'navigation.yaml',
  schema: s.object({
    id: s.slug('menus'),
    label: text,
    path: internalPath,
    description: text,
    ...imageWithAlt,
    links: s.array(s.object({ label: text, path: internalPath })).min(1),
  }),
});

const sections = defineCollection({
  name: 'Section',
  pattern: 'sections/*.yaml',
  schema: s.object({
    path: internalPath,
    title: text,
    subtitle: text,
    intro: text,
    cards: s.array(card).min(1),
    lists: s
      .array(s.object({ title: text, items: s.array(s.object({ label: text, path: internalPath.optional() })).min(1) }))
      .default([]),
  }),
});

// Long-form pages (history, planning, the programme tabs, awards, social impact, city guide…):
// a title and subtitle, then blocks of paragraphs, cards, items and an optional button.
const block = s.object({
  id: s.string().regex(/^[a-z0-9-]+$/).optional(),
  label: text.optional(),
  title: text.optional(),
  paragraphs: s.array(text).default([]),
  cards: s.array(card).default([]),
  items: s.array(s.object({ name: text, description: text, detail: text.optional() })).default([]),
  button: s.object({ label: text, path: internalPath }).optional(),
});

const pages = defineCollection({
  name: 'ContentPage',
  pattern: 'pages/*.yaml',
  schema: s.object({
    id: s.slug('pages'),
    title: text,
    subtitle: text,
    blocks: s.array(block).min(1),
  }),
});

const linkTo = s.object({ label: text, path: internalPath });

const home = defineCollection({
  name: 'Home',
  pattern: 'home.yaml',
  single: true,
  schema: s.object({
    hero: s.object({ title: text, subtitle: text, primary: linkTo, secondary: linkTo }),
    highlights: s.array(card.extend({ path: internalPath })).length(4),
    advisersTitle: text,
    advisersIntro: text,
    grade: s.object({ title: text, text: text }),
    countersTitle: text,
    newsTitle: text,
    publicationsTitle: text,
    callToAction: s.object({ title: text, text: text, link: linkTo }),
  }),
});

const programme = defineCollection({
  name: 'Programme',
  pattern: 'programme.yaml',
  single: true,
  schema: s.object({
    name: text,
    shortName: text,
    institution: text,
    description: text,
    startYear: s.number().int().min(1900).max(2100),
    laboratories: s.number().int().min(1),
    researchLineCount: s.number().int().min(1),
    advisorCountText: text,
    grade: s.object({ value: s.number().int().min(1).max(7), text: text }),
    capesFigure: s.object({ value: s.number().int().min(1).max(7), period: s.string().regex(/^\d{4}-\d{4}$/), caption: text }),
    durations: s.object({ masterMonths: s.number().int(), doctorateMonths: s.number().int(), note: text }),
    counters: s.array(s.object({ value: s.number().int().min(0), label: text })).length(4),
    counterDurationMs: s.number().int().min(0),
    selectionSteps: s.array(text).min(1),
    requirements: s.object({ master: s.array(text).min(1), doctorate: s.array(text).min(1) }),
    scholarshipAgencies: s.array(s.object({ acronym: text, name: text })).length(3),
    specialStudents: text,
    englishMinimums: s.array(s.object({ provider: text, master: text, doctorate: text })).length(3),
    enrolmentSteps: s.array(s.object({ title: text, description: text })).length(5),
    cityCard: s.object({ title: text, text: text, link: linkTo }),
  }),
});

const contact = defineCollection({
  name: 'Contact',
  pattern: 'contact.yaml',
  single: true,
  schema: s.object({
    addressLines: s.array(text).min(2),
    email: s.string().email(),
    phone: text,
    officeHours: text,
    secretariatHours: text,
    contactPerson: text,
    subwayStations: s.array(s.object({ name: text, directions: text })).length(2),
  }),
});

const placeholders = defineCollection({
  name: 'PlaceholderPage',
  pattern: 'placeholders.yaml',
  schema: s.object({ path: internalPath, title: text, icon }),
});

export default defineConfig({
  root: 'content',
  output: {
    data: '.velite',
    assets: 'public/static',
    base: '/static/',
    name: '[name]-[hash:6].[ext]',
    clean: true,
  },
  collections: {
    advisers,
    advisorAreas,
    researchLines,
    areaGroups,
    faq,
    news,
    publications,
    navigation,
    sections,
    placeholders,
    pages,
    home,
    programme,
    contact,
  },
});
