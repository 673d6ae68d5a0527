import type { IconName } from '../lib/icon-names';

// How each long-form page's content is laid out as blocks of paragraphs, cards and items. Velite
// runs these at build time (the singles' transforms in singles.ts): a page's JSON holds its
// title, subtitle and blocks, ready for <ContentPageView>/<PageBlock>, and no browser rebuilds them.

type Link = { label: string; path: string };
type Card = { title: string; description: string; icon: IconName; path?: string };
type Item = { name: string; description: string; detail?: string };

/** A stretch of a long-form page; every part is optional (rendered by src/components/PageBlock). */
export type Block = {
  id?: string;
  title?: string;
  paragraphs?: string[];
  cards?: Card[];
  items?: Item[];
  button?: Link;
};

type Statement = { title: string; text: string; icon: IconName };

export function historyBlocks(history: {
  paragraphs: string[];
  milestonesTitle: string;
  milestones: { label: string; title: string; description: string }[];
  link?: Link;
}): Block[] {
  return [
    { paragraphs: history.paragraphs },
    {
      title: history.milestonesTitle,
      items: history.milestones.map((item) => ({
        name: item.label,
        description: `${item.title}: ${item.description}`,
      })),
      button: history.link,
    },
  ];
}

export function planningBlocks(planning: {
  mission: Statement;
  vision: Statement;
  values: Statement & { items: string[] };
  objectivesTitle: string;
  objectives: Card[];
}): Block[] {
  const statement = (item: Statement, extra = '') => ({
    title: item.title,
    description: `${item.text}${extra}`,
    icon: item.icon,
  });
  return [
    {
      cards: [
        statement(planning.mission),
        statement(planning.vision),
        statement(planning.values, ` ${planning.values.items.join(' · ')}.`),
      ],
    },
    { title: planning.objectivesTitle, cards: planning.objectives },
  ];
}

export function programmeTabBlock(tab: {
  title: string;
  paragraphs: string[];
  cards: Card[];
  lists: { title: string; items: string[] }[];
  button?: Link;
}): Block {
  return {
    title: tab.title,
    paragraphs: tab.paragraphs,
    cards: tab.cards,
    items: tab.lists.map((list) => ({ name: list.title, description: list.items.join('; ') })),
    button: tab.button,
  };
}

export function awardsBlocks(awards: { paragraphs: string[]; note: string }): Block[] {
  return [{ paragraphs: [...awards.paragraphs, awards.note] }];
}

export function socialImpactBlocks(socialImpact: { paragraphs: string[]; cards: Card[] }): Block[] {
  return [{ paragraphs: socialImpact.paragraphs, cards: socialImpact.cards }];
}

export function cityGuideBlocks(cityGuide: {
  intro: string[];
  sections: { id: string; title: string; items: { name: string; description: string; neighbourhood: string }[] }[];
}): Block[] {
  return [
    { paragraphs: cityGuide.intro },
    ...cityGuide.sections.map((section) => ({
      id: section.id,
      title: section.title,
      items: section.items.map((item) => ({
        name: item.name,
        description: item.description,
        detail: item.neighbourhood,
      })),
    })),
  ];
}

export function privacyBlocks(privacy: {
  intro: string[];
  sections: { id: string; title: string; paragraphs: string[]; items: Item[] }[];
}): Block[] {
  return [
    { paragraphs: privacy.intro },
    ...privacy.sections.map((section) => ({
      id: section.id,
      title: section.title,
      paragraphs: section.paragraphs,
      items: section.items,
    })),
  ];
}
