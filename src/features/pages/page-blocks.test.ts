import { describe, expect, it } from 'vitest';
import { cityGuide, history, planning, privacy } from '#site/content';
import { cityGuideBlocks, historyBlocks, planningBlocks, privacyBlocks } from './page-blocks';

// Every text of a long-form page reaches one of its blocks.
describe('page blocks', () => {
  it('history: paragraphs, then the milestones with their link', () => {
    const [intro, milestones] = historyBlocks(history);
    expect(intro?.paragraphs).toEqual(history.paragraphs);
    expect(milestones?.items).toHaveLength(history.milestones.length);
    expect(milestones?.button).toEqual(history.link);
  });

  it('planning: mission, vision and values (with their list), then the objectives', () => {
    const [statements, objectives] = planningBlocks(planning);
    expect(statements?.cards?.map((card) => card.title)).toEqual([
      planning.mission.title,
      planning.vision.title,
      planning.values.title,
    ]);
    for (const value of planning.values.items) expect(statements?.cards?.[2]?.description).toContain(value);
    expect(objectives?.cards).toEqual(planning.objectives);
  });

  it('privacy notice: the intro, then each section with its paragraphs and items', () => {
    const [intro, ...sections] = privacyBlocks(privacy);
    expect(intro?.paragraphs).toEqual(privacy.intro);
    expect(sections.map((block) => block.title)).toEqual(privacy.sections.map((section) => section.title));
    expect(sections.flatMap((block) => block.items ?? []).map((item) => item.name)).toEqual([
      'Tema',
      'Idioma',
      'Contraste',
      'Sessão de administrador',
    ]);
  });

  it('city guide: the intro and its four sections with neighbourhoods', () => {
    const blocks = cityGuideBlocks(cityGuide);
    expect(blocks.map((block) => block.id)).toEqual([undefined, 'restaurantes', 'cafes', 'parques', 'vida-noturna']);
    expect(blocks[1]?.items?.[0]?.detail).toBe(cityGuide.sections[0]?.items[0]?.neighbourhood);
  });
});
