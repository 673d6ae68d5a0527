import { defineCollection, defineConfig, s, type Result } from 'velite';
import { ICON_NAMES } from './src/components/icon/icon-names';

// Every static entity of the site lives in content/ and is checked here at build time.
// `npm run content` runs Velite with strict: true, so one bad field fails the build with
// the file, the entry index and the field name:
//
//   content/advisers.yaml
//    error Required  [3].name
//
// Checks that need two files at once (a menu link to a page that does not exist, an adviser
// on research line 9…) run in `prepare` below and fail the build in the same format.
// Derived values (search keywords, alt texts, paths, area and line names) are computed here,
// once, so components only read them.

// ---------------------------------------------------------------------------------------------
// Shared field types

/** An object that rejects unknown keys, so a misspelt optional field (`pathh:`) is an error. */
const obj = <T extends Parameters<typeof s.object>[0]>(shape: T) => s.object(shape).strict();
const icon = s.enum(ICON_NAMES);
const text = s.string().trim().min(1);
const slugId = s.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case letters, digits and hyphens, e.g. vida-noturna');
const internalPath = s.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'must be a site path like /candidatos/faq');
const lineNumber = s.number().int().min(1).max(8);
// Velite's s.isodate() throws a bare "Invalid time value" on a bad date, naming no file;
// coercing through zod reports the entry and field like every other mistake.
const isoDate = s.coerce.date().transform((date) => date.toISOString());
const imageWithAlt = { image: s.image(), imageAlt: text };
const linkTo = obj({ label: text, path: internalPath });
const card = obj({ title: text, description: text, icon, path: internalPath.optional() });
const paragraphs = s.array(text);

const advisorAreaId = s.enum([
  'endocrinologia-reproducao',
  'ginecologia-oncologica',
  'obstetricia-perinatal',
  'uroginecologia',
  'endometriose-infertilidade',
  'medicina-fetal',
  'saude-mulher-climaterio',
]);

/** Lower-case words of at least three letters, for search keywords ("Profa. Dra." drops out). */
const words = (...texts: string[]): string[] =>
  texts
    .join(' ')
    .toLocaleLowerCase('pt-BR')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
const STOP_WORDS = new Set(['profa', 'prof', 'dra', 'das', 'dos', 'del', 'para', 'com', 'por', 'uma', 'que', 'nas', 'nos', 'the', 'and']);
const unique = (list: string[]) => [...new Set(list)];

/** Routes whose pages are code, not content entries (spec §2 route table, DESIGN point 2). */
const CODE_ROUTES = [
  '/',
  '/auth',
  '/busca',
  '/cms',
  '/contato',
  '/orientadores',
  '/linhas-pesquisa',
  '/premios',
  '/impacto-social',
  '/institucional/apresentacao',
  '/institucional/planejamento',
  '/institucional/programa',
  '/candidatos/faq',
  '/candidatos/sobre-cidade',
];

// ---------------------------------------------------------------------------------------------
// Lists

const advisers = defineCollection({
  name: 'Adviser',
  pattern: 'advisers.yaml',
  schema: obj({
    id: s.slug('advisers'),
    name: s
      .string()
      .trim()
      .regex(/^Prof(a)?\. Dr(a)?\. \S/, 'name must start with the title, e.g. "Profa. Dra. Helena Amaral"'),
    photo: s.image(),
    areas: s
      .array(advisorAreaId)
      .length(2)
      .refine((areas) => areas[0] !== areas[1], 'the two areas must differ'),
    researchLines: s.array(lineNumber).min(1),
    available: s.boolean(),
    score: s.string().regex(/^(9\.[4-9]\d?|10(\.0{1,2})?)$/, 'score must be between 9.4 and 10, e.g. "9.7"'),
    showOnHome: s.boolean(),
  }).transform((adviser) => {
    const [, honorific = '', plainName = adviser.name] = /^(Profa?\. Dra?\.) (.+)$/.exec(adviser.name) ?? [];
    return {
      ...adviser,
      /** "Profa. Dra." or "Prof. Dr." */
      honorific,
      /** The name without the title: "Helena Vasconcelos Amaral". */
      plainName,
      photoAlt: `Foto de ${adviser.name}`,
      /** Names of the two areas, in the order of `areas` (filled in prepare). */
      areaNames: [] as string[],
      /** Titles of the research lines, in the order of `researchLines` (filled in prepare). */
      researchLineTitles: [] as string[],
      /** Search keywords: name words and research line titles (completed in prepare). */
      keywords: words(plainName),
    };
  }),
});

const advisorAreas = defineCollection({
  name: 'AdvisorArea',
  pattern: 'advisor-areas.yaml',
  schema: obj({ id: advisorAreaId, name: text }),
});

const researchLines = defineCollection({
  name: 'ResearchLine',
  pattern: 'research-lines.yaml',
  schema: obj({ number: lineNumber, title: text, description: text.max(600) }).transform((line) => ({
    ...line,
    /** Title words plus the names and subareas of the area groups holding the line (prepare). */
    keywords: words(line.title),
  })),
});

const areaGroups = defineCollection({
  name: 'AreaGroup',
  pattern: 'area-groups.yaml',
  schema: obj({
    id: s.slug('area-groups'),
    name: text,
    ...imageWithAlt,
    subareas: s.array(text).min(1),
    lines: s.array(lineNumber).min(1),
  }),
});

const faq = defineCollection({
  name: 'FaqItem',
  pattern: 'faq.yaml',
  schema: obj({
    id: slugId,
    question: text,
    // Plain text; a line starting with "• " is a list item (the page keeps line breaks).
    answer: text,
  }).transform((item) => ({ ...item, keywords: words(item.question) })),
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
      author: text,
      ...imageWithAlt,
      body: s.mdx(),
    })
    .transform((item) => ({
      ...item,
      path: `/noticias/${item.slug}`,
      /** Category, author and title words (spec §9, post keywords). */
      keywords: unique([item.category.toLocaleLowerCase('pt-BR'), ...words(item.author, item.title)]),
    })),
});

const publications = defineCollection({
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

const navigation = defineCollection({
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

const listBlock = obj({ title: text, items: s.array(obj({ label: text, path: internalPath.optional() })).min(1) });

const sections = defineCollection({
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
  }).transform((section) => ({ ...section, id: section.path.slice(1), keywords: words(section.title, section.subtitle) })),
});

const placeholders = defineCollection({
  name: 'PlaceholderPage',
  pattern: 'placeholders.yaml',
  schema: obj({ path: internalPath, title: text, icon }).transform((page) => ({
    ...page,
    section: `/${page.path.split('/')[1]}`,
    keywords: words(page.title),
  })),
});

// ---------------------------------------------------------------------------------------------
// Singles: one YAML file each, for page texts

const hero = { title: text, subtitle: text };

const home = defineCollection({
  name: 'Home',
  pattern: 'home.yaml',
  single: true,
  schema: obj({
    hero: obj({ title: text, subtitle: text, primary: linkTo, secondary: linkTo }),
    highlights: s.array(card.extend({ path: internalPath })).length(4),
    advisersTitle: text,
    advisersIntro: text,
    grade: obj({ title: text, text: text }),
    countersTitle: text,
    newsTitle: text,
    publicationsTitle: text,
    callToAction: obj({ title: text, text: text, link: linkTo }),
  }),
});

const programme = defineCollection({
  name: 'Programme',
  pattern: 'programme.yaml',
  single: true,
  schema: obj({
    name: text,
    shortName: text,
    institution: text,
    city: text,
    description: text,
    startYear: s.number().int().min(1900).max(2100),
    laboratories: s.number().int().min(1),
    /** As the home page words it (spec §1): seven lines, more than 50 advisers. */
    researchLineCount: s.number().int().min(1),
    advisorCountText: text,
    grade: obj({ value: s.number().int().min(1).max(7), text: text }),
    capesFigure: obj({ value: s.number().int().min(1).max(7), period: s.string().regex(/^\d{4}-\d{4}$/), caption: text }),
    durations: obj({ masterMonths: s.number().int().min(1), doctorateMonths: s.number().int().min(1), note: text }),
    counters: s.array(obj({ value: s.number().int().min(0), label: text })).length(4),
    counterDurationMs: s.number().int().min(0),
    selectionSteps: s.array(text).min(1),
    requirements: obj({ master: s.array(text).min(1), doctorate: s.array(text).min(1) }),
    scholarshipAgencies: s.array(obj({ acronym: text, name: text })).length(3),
    specialStudents: text,
    englishMinimums: s.array(obj({ provider: text, master: text, doctorate: text, sections: s.array(text).min(1) })).length(3),
    enrolment: text,
    enrolmentSteps: s.array(obj({ title: text, description: text })).length(5),
    cityCard: obj({ title: text, text: text, link: linkTo }),
  }),
});

const timeRange = obj({ from: s.string().regex(/^\d\d:\d\d$/), to: s.string().regex(/^\d\d:\d\d$/) });

const contact = defineCollection({
  name: 'Contact',
  pattern: 'contact.yaml',
  single: true,
  schema: obj({
    addressLines: s.array(text).min(2),
    email: s.string().email(),
    phone: text,
    officeHours: text,
    secretariatHours: text,
    secretariatPeriods: s.array(timeRange).min(1),
    /** Name and role, e.g. "Sra. Marta Regina Oliveira (secretária do programa)". */
    contactPerson: text,
    subwayStations: s.array(obj({ name: text, directions: text })).length(2),
  }),
});

const history = defineCollection({
  name: 'HistoryContent',
  pattern: 'history.yaml',
  single: true,
  schema: obj({
    ...hero,
    paragraphs: paragraphs.min(1),
    milestonesTitle: text,
    milestones: s.array(obj({ label: text, title: text, description: text })).min(1),
    link: linkTo.optional(),
  }),
});

const statement = obj({ title: text, text: text, icon });

const planning = defineCollection({
  name: 'PlanningContent',
  pattern: 'planning.yaml',
  single: true,
  schema: obj({
    ...hero,
    mission: statement,
    vision: statement,
    values: statement.extend({ items: s.array(text).min(1) }),
    objectivesTitle: text,
    objectives: s.array(card).min(1),
  }),
});

const programmeTabIds = ['apresentacao', 'historico', 'ccp', 'avaliacao-capes', 'parcerias', 'linhas-pesquisa', 'orientadores'] as const;

const programmePage = defineCollection({
  name: 'ProgrammePageContent',
  pattern: 'programme-page.yaml',
  single: true,
  schema: obj({
    ...hero,
    /** Seven tabs in this order; `id` is the ?aba= value; the first is the default. */
    tabs: s
      .array(
        obj({
          id: s.enum(programmeTabIds),
          label: text,
          title: text,
          paragraphs: paragraphs.default([]),
          cards: s.array(card).default([]),
          lists: s.array(obj({ title: text, items: s.array(text).min(1) })).default([]),
          button: linkTo.optional(),
        }),
      )
      .length(7)
      .superRefine((tabs, ctx) => {
        tabs.forEach((tab, index) => {
          if (tab.id !== programmeTabIds[index]) {
            ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `tab ${index + 1} must be "${programmeTabIds[index]}"` });
          }
        });
      }),
  }),
});

const awards = defineCollection({
  name: 'AwardsContent',
  pattern: 'awards.yaml',
  single: true,
  schema: obj({ ...hero, paragraphs: paragraphs.min(1), note: text }),
});

const socialImpact = defineCollection({
  name: 'SocialImpactContent',
  pattern: 'social-impact.yaml',
  single: true,
  schema: obj({ ...hero, paragraphs: paragraphs.min(1), cards: s.array(card).min(1) }),
});

const cityGuideSectionIds = ['restaurantes', 'cafes', 'parques', 'vida-noturna'] as const;

const cityGuide = defineCollection({
  name: 'CityGuideContent',
  pattern: 'city-guide.yaml',
  single: true,
  schema: obj({
    ...hero,
    city: text,
    intro: paragraphs.min(1),
    sections: s
      .array(
        obj({
          id: s.enum(cityGuideSectionIds),
          title: text,
          items: s
            .array(obj({ name: text, description: text, neighbourhood: text }))
            .min(3)
            .max(4),
        }),
      )
      .length(4)
      .superRefine((list, ctx) => {
        list.forEach((section, index) => {
          if (section.id !== cityGuideSectionIds[index]) {
            ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `section ${index + 1} must be "${cityGuideSectionIds[index]}"` });
          }
        });
      }),
  }),
});

const simplePage = (name: string, pattern: string) => defineCollection({ name, pattern, single: true, schema: obj({ ...hero, intro: text.optional() }) });

const advisersPage = simplePage('AdvisersPageContent', 'advisers-page.yaml');
const researchLinesPage = simplePage('ResearchLinesPageContent', 'research-lines-page.yaml');
const contactPage = simplePage('ContactPageContent', 'contact-page.yaml');
const faqPage = simplePage('FaqPageContent', 'faq-page.yaml');

// ---------------------------------------------------------------------------------------------
// Legacy: the generic long-form `pages` that the first pages were written against. It has no
// files of its own; `prepare` fills it from the singles above (history, planning, programmePage,
// awards, socialImpact, cityGuide), so there is one source for every text. Delete it once no
// component imports `pages` / `ContentPage`.

const block = obj({
  id: s.string().optional(),
  label: text.optional(),
  title: text.optional(),
  paragraphs: s.array(text).default([]),
  cards: s.array(card).default([]),
  items: s.array(obj({ name: text, description: text, detail: text.optional() })).default([]),
  button: linkTo.optional(),
});

const pages = defineCollection({
  name: 'ContentPage',
  pattern: [],
  schema: obj({ id: text, title: text, subtitle: text, blocks: s.array(block).min(1) }),
});

// ---------------------------------------------------------------------------------------------

const collections = {
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
  home,
  programme,
  contact,
  history,
  planning,
  programmePage,
  awards,
  socialImpact,
  cityGuide,
  advisersPage,
  researchLinesPage,
  contactPage,
  faqPage,
  pages,
};

type Data = Result<typeof collections>;
type Block = (typeof block)['_output'];

/** Problems found across files, reported like Velite's own schema errors. */
class Problems {
  private byFile = new Map<string, string[]>();
  add(file: string, source: string, message: string) {
    const list = this.byFile.get(file) ?? [];
    list.push(` error ${message}  ${source}`);
    this.byFile.set(file, list);
  }
  throwIfAny() {
    if (this.byFile.size === 0) return;
    const report = [...this.byFile].map(([file, lines]) => `content/${file}\n${lines.join('\n')}`).join('\n\n');
    throw new Error(`content cross-reference check failed:\n${report}\n`);
  }
}

function crossCheck(data: Data) {
  const problems = new Problems();

  // Research lines: numbers 1..N, each once.
  const lineNumbers = data.researchLines.map((line) => line.number);
  data.researchLines.forEach((line, index) => {
    if (lineNumbers.indexOf(line.number) !== index) problems.add('research-lines.yaml', `[${index}].number`, `line number ${line.number} is used twice`);
  });
  const knownLines = new Set(lineNumbers);
  const checkLines = (file: string, entry: string, lines: number[]) =>
    lines.forEach((line, index) => {
      if (!knownLines.has(line)) problems.add(file, `${entry}.[${index}]`, `research line ${line} does not exist in research-lines.yaml`);
    });
  data.areaGroups.forEach((group, index) => checkLines('area-groups.yaml', `[${index}].lines`, group.lines));
  data.advisers.forEach((adviser, index) => checkLines('advisers.yaml', `[${index}].researchLines`, adviser.researchLines));
  data.publications.forEach((publication, index) => checkLines('publications.yaml', `[${index}]`, [publication.researchLine]));

  // Advisor areas: each id once (advisers refer to them).
  const areaIds = data.advisorAreas.map((area) => area.id);
  data.advisorAreas.forEach((area, index) => {
    if (areaIds.indexOf(area.id) !== index) problems.add('advisor-areas.yaml', `[${index}].id`, `area ${area.id} is listed twice`);
  });
  data.advisers.forEach((adviser, index) =>
    adviser.areas.forEach((area, areaIndex) => {
      if (!areaIds.includes(area)) problems.add('advisers.yaml', `[${index}].areas.[${areaIndex}]`, `area ${area} is not in advisor-areas.yaml`);
    }),
  );

  // FAQ ids are anchors: unique.
  const faqIds = data.faq.map((item) => item.id);
  data.faq.forEach((item, index) => {
    if (faqIds.indexOf(item.id) !== index) problems.add('faq.yaml', `[${index}].id`, `id ${item.id} is used twice`);
  });

  // Every internal link points at a page of the site.
  const sectionPaths = data.sections.map((section) => section.path);
  const routes = new Set([...CODE_ROUTES, ...sectionPaths, ...data.placeholders.map((page) => page.path), ...data.news.map((item) => item.path)]);
  const checkPath = (file: string, source: string, path: string | undefined) => {
    if (path !== undefined && !routes.has(path)) problems.add(file, source, `"${path}" is not a page of the site`);
  };
  data.placeholders.forEach((page, index) => {
    if (CODE_ROUTES.includes(page.path) || sectionPaths.includes(page.path))
      problems.add('placeholders.yaml', `[${index}].path`, `"${page.path}" already has its own page`);
    else if (!sectionPaths.includes(page.section))
      problems.add('placeholders.yaml', `[${index}].path`, `"${page.path}" is not inside a section (${sectionPaths.join(', ')})`);
    if (data.placeholders.findIndex((other) => other.path === page.path) !== index)
      problems.add('placeholders.yaml', `[${index}].path`, `"${page.path}" is listed twice`);
  });
  data.navigation.forEach((menu, index) => {
    checkPath('navigation.yaml', `[${index}].path`, menu.path);
    menu.links.forEach((link, linkIndex) => checkPath('navigation.yaml', `[${index}].links.[${linkIndex}].path`, link.path));
  });
  data.sections.forEach((section) => {
    const file = `sections/${section.id}.yaml`;
    section.cards.forEach((item, index) => checkPath(file, `cards.[${index}].path`, item.path));
    section.lists.forEach((list, listIndex) => list.items.forEach((item, index) => checkPath(file, `lists.[${listIndex}].items.[${index}].path`, item.path)));
  });
  checkPath('home.yaml', 'hero.primary.path', data.home.hero.primary.path);
  checkPath('home.yaml', 'hero.secondary.path', data.home.hero.secondary.path);
  data.home.highlights.forEach((item, index) => checkPath('home.yaml', `highlights.[${index}].path`, item.path));
  checkPath('home.yaml', 'callToAction.link.path', data.home.callToAction.link.path);
  checkPath('programme.yaml', 'cityCard.link.path', data.programme.cityCard.link.path);
  checkPath('history.yaml', 'link.path', data.history.link?.path);
  data.planning.objectives.forEach((item, index) => checkPath('planning.yaml', `objectives.[${index}].path`, item.path));
  data.programmePage.tabs.forEach((tab, index) => {
    checkPath('programme-page.yaml', `tabs.[${index}].button.path`, tab.button?.path);
    tab.cards.forEach((item, cardIndex) => checkPath('programme-page.yaml', `tabs.[${index}].cards.[${cardIndex}].path`, item.path));
  });
  data.socialImpact.cards.forEach((item, index) => checkPath('social-impact.yaml', `cards.[${index}].path`, item.path));

  // Every placeholder page can be reached from a menu or a section index.
  const linked = new Set([
    ...data.navigation.flatMap((menu) => [menu.path, ...menu.links.map((link) => link.path)]),
    ...data.sections.flatMap((section) => [...section.cards.map((item) => item.path), ...section.lists.flatMap((list) => list.items.map((item) => item.path))]),
  ]);
  data.placeholders.forEach((page, index) => {
    if (!linked.has(page.path))
      problems.add('placeholders.yaml', `[${index}].path`, `"${page.path}" is not linked from any menu (navigation.yaml) or section index (sections/)`);
  });

  problems.throwIfAny();
}

/** Fills the derived fields. Recomputed from scratch: in watch mode unchanged entries are reused. */
function derive(data: Data) {
  const lineTitle = new Map(data.researchLines.map((line) => [line.number, line.title]));
  const areaName = new Map(data.advisorAreas.map((area) => [area.id, area.name]));
  for (const adviser of data.advisers) {
    adviser.areaNames = adviser.areas.map((area) => areaName.get(area) ?? area);
    adviser.researchLineTitles = adviser.researchLines.map((line) => lineTitle.get(line) ?? String(line));
    adviser.keywords = unique([...words(adviser.plainName), ...adviser.researchLineTitles.map((title) => title.toLocaleLowerCase('pt-BR'))]);
  }
  for (const line of data.researchLines) {
    const groups = data.areaGroups.filter((group) => group.id !== 'todas' && group.lines.includes(line.number));
    line.keywords = unique(words(line.title, ...groups.flatMap((group) => [group.name, ...group.subareas])));
  }
  for (const publication of data.publications) publication.researchLineTitle = lineTitle.get(publication.researchLine) ?? '';
  data.pages = legacyPages(data);
}

function legacyPages(data: Data): Data['pages'] {
  const none = { paragraphs: [], cards: [], items: [] } satisfies Partial<Block>;
  const { history, planning, programmePage, awards, socialImpact, cityGuide } = data;
  const statementCard = (item: (typeof planning)['mission']) => ({ title: item.title, description: item.text, icon: item.icon });
  return [
    {
      id: 'apresentacao',
      title: history.title,
      subtitle: history.subtitle,
      blocks: [
        { ...none, paragraphs: history.paragraphs },
        {
          ...none,
          title: history.milestonesTitle,
          items: history.milestones.map((item) => ({ name: item.label, description: `${item.title}: ${item.description}` })),
          button: history.link,
        },
      ],
    },
    {
      id: 'planejamento',
      title: planning.title,
      subtitle: planning.subtitle,
      blocks: [
        { ...none, cards: [statementCard(planning.mission), statementCard(planning.vision), statementCard(planning.values)] },
        { ...none, title: planning.objectivesTitle, cards: planning.objectives },
      ],
    },
    {
      id: 'programa',
      title: programmePage.title,
      subtitle: programmePage.subtitle,
      blocks: programmePage.tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        title: tab.title,
        paragraphs: tab.paragraphs,
        cards: tab.cards,
        items: tab.lists.map((list) => ({ name: list.title, description: list.items.join('; ') })),
        button: tab.button,
      })),
    },
    { id: 'premios', title: awards.title, subtitle: awards.subtitle, blocks: [{ ...none, paragraphs: [...awards.paragraphs, awards.note] }] },
    {
      id: 'impacto-social',
      title: socialImpact.title,
      subtitle: socialImpact.subtitle,
      blocks: [{ ...none, paragraphs: socialImpact.paragraphs, cards: socialImpact.cards }],
    },
    {
      id: 'sobre-cidade',
      title: cityGuide.title,
      subtitle: cityGuide.subtitle,
      blocks: [
        { ...none, paragraphs: cityGuide.intro },
        ...cityGuide.sections.map((section) => ({
          ...none,
          id: section.id,
          title: section.title,
          items: section.items.map((item) => ({ name: item.name, description: item.description, detail: item.neighbourhood })),
        })),
      ],
    },
  ];
}

export default defineConfig({
  root: 'content',
  output: {
    data: '.velite',
    assets: 'public/static',
    base: '/static/',
    name: '[name]-[hash:6].[ext]',
    clean: true,
  },
  collections,
  prepare: (data) => {
    crossCheck(data);
    derive(data);
  },
});
