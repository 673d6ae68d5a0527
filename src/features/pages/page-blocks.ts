import type {
  AwardsContent,
  CityGuideContent,
  HistoryContent,
  PlanningContent,
  PrivacyContent,
  SocialImpactContent,
} from '#site/content';
import type { Block } from '@/components/PageBlock';

// How each long-form page's content is laid out as blocks of paragraphs, cards and items.

export function historyBlocks(history: HistoryContent): Block[] {
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

export function planningBlocks(planning: PlanningContent): Block[] {
  const statement = (item: PlanningContent['mission'], extra = '') => ({
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

export function awardsBlocks(awards: AwardsContent): Block[] {
  return [{ paragraphs: [...awards.paragraphs, awards.note] }];
}

export function socialImpactBlocks(socialImpact: SocialImpactContent): Block[] {
  return [{ paragraphs: socialImpact.paragraphs, cards: socialImpact.cards }];
}

export function cityGuideBlocks(cityGuide: CityGuideContent): Block[] {
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

export function privacyBlocks(privacy: PrivacyContent): Block[] {
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
