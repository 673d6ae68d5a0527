import { defineCollection, s } from 'velite';
import { obj, text, linkTo, card } from './fields';
import type { Data } from './collections';

// ---------------------------------------------------------------------------------------------
// Legacy: the generic long-form `pages` that the first pages were written against. It has no
// files of its own; `prepare` fills it from the singles above (history, planning, programmePage,
// awards, socialImpact, cityGuide), so there is one source for every text. Delete it once no
// component imports `pages` / `ContentPage`.

export const block = obj({
  id: s.string().optional(),
  label: text.optional(),
  title: text.optional(),
  paragraphs: s.array(text).default([]),
  cards: s.array(card).default([]),
  items: s.array(obj({ name: text, description: text, detail: text.optional() })).default([]),
  button: linkTo.optional(),
});

type Block = (typeof block)['_output'];

export const pages = defineCollection({
  name: 'ContentPage',
  pattern: [],
  schema: obj({ id: text, title: text, subtitle: text, blocks: s.array(block).min(1) }),
});

/** The pages the legacy collection holds, rebuilt from the singles on every build. */
export function legacyPages(data: Data): Data['pages'] {
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
