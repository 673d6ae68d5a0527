import { describe, expect, it } from 'vitest';
import { cityGuideBlocks, historyBlocks, planningBlocks, privacyBlocks, programmeTabBlock } from './page-blocks';

// Every text of a long-form page reaches one of its blocks.
describe('page blocks', () => {
  it('history: paragraphs, then the milestones with their link', () => {
    const link = { label: 'Mais', path: '/institucional/programa' };
    const [intro, milestones] = historyBlocks({
      paragraphs: ['Um.', 'Dois.'],
      milestonesTitle: 'Marcos',
      milestones: [{ label: '1973', title: 'Início', description: 'Começa.' }],
      link,
    });
    expect(intro).toEqual({ paragraphs: ['Um.', 'Dois.'] });
    expect(milestones).toEqual({
      title: 'Marcos',
      items: [{ name: '1973', description: 'Início: Começa.' }],
      button: link,
    });
  });

  it('planning: mission, vision and values (with their list), then the objectives', () => {
    const objective = { title: 'Formar', description: 'Pesquisadores.', icon: 'users' as const };
    const [statements, objectives] = planningBlocks({
      mission: { title: 'Missão', text: 'M.', icon: 'target' },
      vision: { title: 'Visão', text: 'V.', icon: 'users' },
      values: { title: 'Valores', text: 'Nossos valores:', icon: 'heart', items: ['Ética', 'Rigor'] },
      objectivesTitle: 'Objetivos',
      objectives: [objective],
    });
    expect(statements?.cards?.map((card) => [card.title, card.description])).toEqual([
      ['Missão', 'M.'],
      ['Visão', 'V.'],
      ['Valores', 'Nossos valores: Ética · Rigor.'],
    ]);
    expect(objectives).toEqual({ title: 'Objetivos', cards: [objective] });
  });

  it('a programme tab keeps paragraphs, cards, lists (as named items) and the button', () => {
    const button = { label: 'Ver', path: '/linhas-pesquisa' };
    expect(
      programmeTabBlock({
        title: 'Parcerias',
        paragraphs: ['P.'],
        cards: [],
        lists: [{ title: 'Nacionais', items: ['A', 'B'] }],
        button,
      }),
    ).toEqual({
      title: 'Parcerias',
      paragraphs: ['P.'],
      cards: [],
      items: [{ name: 'Nacionais', description: 'A; B' }],
      button,
    });
  });

  it('privacy notice: the intro, then each section with its paragraphs and items', () => {
    const item = { name: 'Tema', description: 'Claro ou escuro.' };
    expect(
      privacyBlocks({
        intro: ['I.'],
        sections: [{ id: 'navegador', title: 'No navegador', paragraphs: ['N.'], items: [item] }],
      }),
    ).toEqual([{ paragraphs: ['I.'] }, { id: 'navegador', title: 'No navegador', paragraphs: ['N.'], items: [item] }]);
  });

  it('city guide: the intro and each section, neighbourhoods as details', () => {
    expect(
      cityGuideBlocks({
        intro: ['SP.'],
        sections: [
          { id: 'cafes', title: 'Cafés', items: [{ name: 'Café', description: 'Bom.', neighbourhood: 'Centro' }] },
        ],
      }),
    ).toEqual([
      { paragraphs: ['SP.'] },
      { id: 'cafes', title: 'Cafés', items: [{ name: 'Café', description: 'Bom.', detail: 'Centro' }] },
    ]);
  });
});
