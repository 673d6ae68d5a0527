import { defineCollection, s } from 'velite';
import { obj, icon, text, slugId, internalPath, linkTo, card, paragraphs, emailAddress } from './fields';
import {
  awardsBlocks,
  cityGuideBlocks,
  historyBlocks,
  planningBlocks,
  privacyBlocks,
  programmeTabBlock,
  socialImpactBlocks,
} from './page-blocks';

// ---------------------------------------------------------------------------------------------
// Singles: one YAML file each, for page texts. A long-form page's fields become its blocks here,
// at build time (page-blocks.ts): its JSON holds only the title, subtitle and blocks it shows.

export const hero = { title: text, subtitle: text };

export const home = defineCollection({
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

export const programme = defineCollection({
  name: 'Programme',
  pattern: 'programme.yaml',
  single: true,
  schema: obj({
    name: text,
    shortName: text,
    institution: text,
    description: text,
    startYear: s.number().int().min(1900).max(2100),
    grade: obj({ value: s.number().int().min(1).max(7), text: text }),
    /** The 5 of the 2013-2016 evaluation: its caption names the period (DESIGN point 1). */
    capesFigure: obj({
      value: s.number().int().min(1).max(7),
      caption: s.string().regex(/\d{4}-\d{4}/, 'caption deve citar o período da avaliação, por exemplo 2013-2016'),
    }),
    durations: obj({ masterMonths: s.number().int().min(1), doctorateMonths: s.number().int().min(1) }),
    counters: s.array(obj({ value: s.number().int().min(0), label: text })).length(4),
    counterDurationMs: s.number().int().min(0),
    requirements: obj({ master: s.array(text).min(1), doctorate: s.array(text).min(1) }),
    englishMinimums: s.array(obj({ provider: text, master: text, doctorate: text })).length(3),
    enrolmentSteps: s.array(obj({ title: text, description: text })).length(5),
    cityCard: obj({ title: text, text: text, link: linkTo }),
    /** Course name and credential awarded, for search engines' structured data. */
    degrees: obj({ master: obj({ name: text, credential: text }), doctorate: obj({ name: text, credential: text }) }),
  }),
});

const time = s.string().regex(/^\d\d:\d\d$/, 'escreva o horário como HH:MM, por exemplo 09:00');
export const timeRange = obj({ from: time, to: time });

export const contact = defineCollection({
  name: 'Contact',
  pattern: 'contact.yaml',
  single: true,
  schema: obj({
    addressLines: s.array(text).min(2),
    email: emailAddress,
    phone: text,
    officeHours: text,
    secretariatHours: text,
    secretariatPeriods: s.array(timeRange).min(1),
    /** Name and role, e.g. "Sra. Marta Regina Oliveira (secretária do programa)". */
    contactPerson: text,
    subwayStations: s.array(obj({ name: text, directions: text })).length(2),
    /** The address of addressLines in parts, for search engines (schema.org PostalAddress). */
    postalAddress: obj({
      streetAddress: text,
      addressLocality: text,
      addressRegion: s.string().regex(/^[A-Z]{2}$/, 'addressRegion é a sigla do estado, por exemplo SP'),
      postalCode: s.string().regex(/^\d{5}-\d{3}$/, 'postalCode é um CEP como 01246-000'),
      addressCountry: s
        .string()
        .regex(/^[A-Z]{2}$/, 'addressCountry é o código de duas letras do país, por exemplo BR'),
    }),
  }),
});

export const history = defineCollection({
  name: 'HistoryContent',
  pattern: 'history.yaml',
  single: true,
  schema: obj({
    ...hero,
    paragraphs: paragraphs.min(1),
    milestonesTitle: text,
    milestones: s.array(obj({ label: text, title: text, description: text })).min(1),
    link: linkTo.optional(),
  }).transform(({ title, subtitle, ...page }) => ({ title, subtitle, blocks: historyBlocks(page) })),
});

export const statement = obj({ title: text, text: text, icon });

export const planning = defineCollection({
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
  }).transform(({ title, subtitle, ...page }) => ({ title, subtitle, blocks: planningBlocks(page) })),
});

export const programmeTabIds = [
  'apresentacao',
  'historico',
  'ccp',
  'avaliacao-capes',
  'parcerias',
  'linhas-pesquisa',
  'orientadores',
] as const;

export const programmePage = defineCollection({
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
            ctx.addIssue({
              code: 'custom',
              path: [index, 'id'],
              message: `a aba ${index + 1} deve ser "${programmeTabIds[index]}"`,
            });
          }
        });
      }),
  }).transform(({ title, subtitle, tabs }) => ({
    title,
    subtitle,
    tabs: tabs.map(({ id, label, ...tab }) => ({ id, label, block: programmeTabBlock(tab) })),
  })),
});

export const awards = defineCollection({
  name: 'AwardsContent',
  pattern: 'awards.yaml',
  single: true,
  schema: obj({ ...hero, paragraphs: paragraphs.min(1), note: text }).transform(({ title, subtitle, ...page }) => ({
    title,
    subtitle,
    blocks: awardsBlocks(page),
  })),
});

export const socialImpact = defineCollection({
  name: 'SocialImpactContent',
  pattern: 'social-impact.yaml',
  single: true,
  schema: obj({ ...hero, paragraphs: paragraphs.min(1), cards: s.array(card).min(1) }).transform(
    ({ title, subtitle, ...page }) => ({ title, subtitle, blocks: socialImpactBlocks(page) }),
  ),
});

export const cityGuideSectionIds = ['restaurantes', 'cafes', 'parques', 'vida-noturna'] as const;

export const cityGuide = defineCollection({
  name: 'CityGuideContent',
  pattern: 'city-guide.yaml',
  single: true,
  schema: obj({
    ...hero,
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
            ctx.addIssue({
              code: 'custom',
              path: [index, 'id'],
              message: `a seção ${index + 1} deve ser "${cityGuideSectionIds[index]}"`,
            });
          }
        });
      }),
  }).transform(({ title, subtitle, ...page }) => ({ title, subtitle, blocks: cityGuideBlocks(page) })),
});

export const privacy = defineCollection({
  name: 'PrivacyContent',
  pattern: 'privacy.yaml',
  single: true,
  schema: obj({
    ...hero,
    intro: paragraphs.min(1),
    /** "Última atualização…": shown at the end of the notice. */
    updated: text,
    sections: s
      .array(
        obj({
          id: slugId,
          title: text,
          paragraphs: paragraphs.min(1),
          items: s.array(obj({ name: text, description: text })).default([]),
        }),
      )
      .min(1),
    /** The programme's data contact (LGPD art. 41), named at the end of the notice. */
    dataContact: obj({ title: text, text: text, name: text, email: emailAddress }),
  }).transform(({ title, subtitle, updated, dataContact, ...page }) => ({
    title,
    subtitle,
    updated,
    dataContact,
    blocks: privacyBlocks(page),
  })),
});

export const accessibility = defineCollection({
  name: 'AccessibilityContent',
  pattern: 'accessibility.yaml',
  single: true,
  schema: obj({
    ...hero,
    intro: paragraphs.min(1),
    /** Introduces the list of shortcuts, which the page draws from the accessibility bar itself. */
    shortcuts: obj({ title: text, paragraphs: paragraphs.min(1) }),
    sections: s.array(obj({ id: slugId, title: text, paragraphs: paragraphs.min(1) })).min(1),
    /** Whom to write to about a barrier: the address is the secretariat's, from contact.yaml. */
    barrier: obj({ title: text, text: text }),
    updated: text,
  }),
});

export const simplePage = (name: string, pattern: string) =>
  defineCollection({ name, pattern, single: true, schema: obj({ ...hero, intro: text.optional() }) });

export const advisersPage = simplePage('AdvisersPageContent', 'advisers-page.yaml');
export const researchLinesPage = simplePage('ResearchLinesPageContent', 'research-lines-page.yaml');
export const contactPage = simplePage('ContactPageContent', 'contact-page.yaml');
export const faqPage = simplePage('FaqPageContent', 'faq-page.yaml');
