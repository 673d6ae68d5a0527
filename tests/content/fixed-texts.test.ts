import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type * as Content from '#site/content';
import { FROZEN_CONTENT, FROZEN_TODAY } from '../visual/settings';
import { buildContent, cleanScratch } from './run-velite';

// The names, figures and sentences the programme launched with, which visitors and the
// programme's documents rely on, checked once, here, on the content the site was launched with:
// the frozen copy in tests/visual/content/, which nobody edits in the course of keeping the site
// current. A maintainer who rewrites the hero, adds a FAQ bullet or draws a new picture edits
// content/ and never meets these tests; what any content must hold is in content-shape.ts.

// The frozen content's own day, so its news schedule reads as it did at launch.
const build = await buildContent({}, { CONTENT_TODAY: FROZEN_TODAY }, { from: FROZEN_CONTENT });
if (build.status !== 0) throw new Error(build.output);
afterAll(cleanScratch);
const read = <K extends keyof typeof Content>(name: K) => build.read<(typeof Content)[K]>(name);
const [advisers, advisersPage, advisorAreas, areaGroups, awards, cityGuide, contact, contactPage, faq, faqPage] = [
  read('advisers'), read('advisersPage'), read('advisorAreas'), read('areaGroups'), read('awards'),
  read('cityGuide'), read('contact'), read('contactPage'), read('faq'), read('faqPage'),
] as const;
const [history, home, navigation, news, planning, privacy, programme, programmePage, publications] = [
  read('history'), read('home'), read('navigation'), read('news'), read('planning'), read('privacy'),
  read('programme'), read('programmePage'), read('publications'),
] as const;
const [researchLines, researchLinesPage, sections, socialImpact] = [
  read('researchLines'), read('researchLinesPage'), read('sections'), read('socialImpact'),
] as const;

const sentences = (text: string) => text.split(/[.!?](?:\s|$)/).filter((part) => part.trim()).length;

describe('advisers and research areas', () => {
  it('advisers, some on the home carousel, some taking students, each titled, score 9.4–10', () => {
    expect(advisers.some((adviser) => adviser.showOnHome)).toBe(true);
    expect(advisers.some((adviser) => adviser.available)).toBe(true);
    expect(advisers.some((adviser) => !adviser.available)).toBe(true);
    for (const adviser of advisers) {
      expect(adviser.name).toMatch(/^Prof(a)?\. Dr(a)?\. /);
      expect(Number(adviser.score)).toBeGreaterThanOrEqual(9.4);
      expect(Number(adviser.score)).toBeLessThanOrEqual(10);
    }
  });


  it('the seven advisor areas, by their exact names', () => {
    expect(advisorAreas.map((area) => area.name)).toEqual(expect.arrayContaining([
      'Endocrinologia Ginecológica e Reprodução Humana',
      'Ginecologia Oncológica',
      'Obstetrícia Clínica e Perinatal',
      'Uroginecologia e Cirurgia Reconstrutiva',
      'Endometriose e Infertilidade',
      'Medicina Fetal e Diagnóstico Pré-natal',
      'Saúde da Mulher e Climatério',
    ]));
  });
});

describe('research lines and area groups', () => {
  const title = (number: number) => researchLines.find((line) => line.number === number)?.title;

  it('research lines, each with a 1–3 sentence description', () => {
    for (const line of researchLines) {
      expect(sentences(line.description)).toBeGreaterThanOrEqual(1);
      expect(sentences(line.description)).toBeLessThanOrEqual(3);
    }
    expect(title(2)).toMatch(/incontinência urinária/i);
    expect(title(8)).toMatch(/ciência de dados/i);
  });

  it('the area groups with their names, subareas and lines', () => {
    expect(areaGroups.map(({ id, name, subareas, lines }) => ({ id, name, subareas, lines }))).toEqual(expect.arrayContaining([
      { id: 'ginecologia', name: 'Ginecologia e Reprodução Humana', subareas: ['Reprodução', 'Oncologia', 'Climatério'], lines: [1, 3, 4] },
      { id: 'obstetricia', name: 'Obstetrícia e Medicina Fetal', subareas: ['Saúde materno-fetal', 'Anomalias', 'Gestação'], lines: [5, 6] },
      { id: 'uroginecologia', name: 'Uroginecologia e Assoalho Pélvico', subareas: ['Assoalho pélvico', 'Incontinência'], lines: [2] },
      { id: 'saude-mental', name: 'Saúde Mental e Psicossocial', subareas: ['Ciclo gravídico-puerperal'], lines: [7] },
      { id: 'ciencia-dados', name: 'Ciências de Dados', subareas: ['Aplicações em saúde da mulher'], lines: [8] },
    ]));
  });
});

describe('candidates: FAQ and programme facts', () => {
  const answers = faq.map((item) => item.answer).join('\n');

  it('the FAQ covers the questions candidates ask', () => {
    for (const who of ['médicos', 'enfermeiros', 'nutricionistas', 'psicólogos', 'fisioterapeutas', 'assistentes sociais']) expect(answers).toContain(who);
    expect(answers).toMatch(/contínua[^\n]*dia útil/);
    expect(answers).toContain('das 10:00 às 12:00 e das 14:00 às 16:00');
    for (const requirement of ['proficiência em inglês', 'comitê de ética', 'formulário de projeto assinado', 'Currículo acadêmico atualizado', 'COVID-19']) {
      expect(answers).toContain(requirement);
    }
    expect(answers).toContain('equivalência do título de mestre');
    for (const minimum of ['50 pontos', '60 pontos', 'B1', 'B1+', '60%', '70%']) expect(answers).toContain(minimum);
    const forms = faq.find((item) => item.id === 'formularios')!;
    expect(forms.answer.split('\n').filter((line) => line.startsWith('• '))).toHaveLength(4);
  });

  it('the programme facts, counters and English minima', () => {
    expect(programme.counters).toEqual(expect.arrayContaining([
      { value: 999, label: 'Teses defendidas' },
      { value: 380, label: 'Mestres formados' },
      { value: 500, label: 'Doutores formados' },
      { value: 2807, label: 'Publicações científicas' },
    ]));
    expect(programme.counterDurationMs).toBe(2000);
    // Home: the big figure and its caption; the grade text. Structured data: start year, durations.
    expect(programme.startYear).toBe(1973);
    expect(programme.grade.value).toBe(7);
    expect(programme.grade.text).toContain('nota 7');
    expect(programme.capesFigure.value).toBe(5);
    expect(programme.capesFigure.caption).toContain('2013-2016');
    expect(programme.durations).toEqual({ masterMonths: 24, doctorateMonths: 48 });
    expect(programme.englishMinimums.map((row) => [row.master, row.doctorate])).toEqual(expect.arrayContaining([
      ['50 pontos', '60 pontos'],
      ['B1', 'B1+'],
      ['60%', '70%'],
    ]));
  });

  it('the /candidatos cards: selection steps, requirements, special students', () => {
    const description = (path: string) =>
      sections.find((section) => section.id === 'candidatos')!.cards.find((card) => card.path === path)!.description;
    expect(description('/candidatos/processo-seletivo')).toBe(
      'Análise do currículo, prova de conhecimentos específicos, análise do projeto de pesquisa e entrevista.',
    );
    expect(description('/candidatos/requisitos')).toMatch(/Mestrado: graduação reconhecida, proficiência em inglês e projeto de pesquisa/);
    expect(description('/candidatos/requisitos')).toMatch(/Doutorado: mestrado reconhecido, inglês e projeto inovador/);
    expect(description('/candidatos/aluno-especial')).toMatch(/disponibilidade de vagas[\s\S]*edital específico/);
    // Scholarships from three agencies: the FAQ answer and the student area say which.
    for (const agency of ['CAPES', 'CNPq', 'FAPESP']) expect(answers).toContain(agency);
  });

  it('contact details', () => {
    expect(contact.officeHours).toBe('Segunda a sexta, das 9h às 17h');
    expect(contact.secretariatHours).toContain('das 10:00 às 12:00 e das 14:00 às 16:00');
    expect(contact.secretariatPeriods).toEqual([
      { from: '10:00', to: '12:00' },
      { from: '14:00', to: '16:00' },
    ]);
    // Directions by subway stations: each named as a metrô station, with its line.
    for (const station of contact.subwayStations) expect(station.name).toMatch(/^Estação .+ do metrô \(Linha \d+ – .+\)$/);
    expect(contact.contactPerson).not.toBe('');
  });
});

describe('news, publications, home', () => {
  it('at least three news items, each with a text of some length; featured publications', () => {
    expect(news.length).toBeGreaterThanOrEqual(3);
    for (const item of news) expect(item.body.length).toBeGreaterThan(100);
    expect(publications.length).toBeGreaterThan(0);
  });

  // An illustration's alt text names the colour a sighted visitor sees: the hue of its background.
  it("a news illustration's alt text names the colour it is drawn in", () => {
    const HUES: [number, string][] = [
      [20, 'vermelho'],
      [45, 'laranja'],
      [70, 'amarelo'],
      [165, 'verde'],
      [195, 'turquesa'],
      [255, 'azul'],
      [330, 'roxo'],
      [360, 'rosa'],
    ];
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
      const max = Math.max(r, g, b);
      const spread = max - Math.min(r, g, b);
      const h = max === r ? ((g - b) / spread) % 6 : max === g ? (b - r) / spread + 2 : (r - g) / spread + 4;
      return (h * 60 + 360) % 360;
    };
    const illustrations = news.filter((item) => item.image.src.endsWith('.svg'));
    expect(illustrations.length).toBeGreaterThan(0);
    for (const item of illustrations) {
      const svg = readFileSync(join('public', item.image.src), 'utf8');
      const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)![1]!;
      const colour = HUES.find(([limit]) => hue(background) < limit)![1];
      expect(item.imageAlt, `${item.slug}: background ${background}`).toContain(`tons de ${colour}`);
    }
  });

  it('home: the highlights; seven lines and more than 50 advisers in the hero text', () => {
    expect(home.highlights.map((card) => card.path)).toEqual(expect.arrayContaining(['/candidatos', '/linhas-pesquisa', '/orientadores', '/institucional']));
    expect(home.hero.subtitle).toContain('sete linhas de pesquisa');
    expect(home.hero.subtitle).toContain('mais de 50 orientadores');
  });
});

describe('navigation and sections', () => {
  it('eight menus in order', () => {
    expect(navigation.map((menu) => [menu.label, menu.path])).toEqual([
      ['Institucional', '/institucional'],
      ['Orientadores', '/orientadores'],
      ['Linhas de Pesquisa', '/linhas-pesquisa'],
      ['Candidatos', '/candidatos'],
      ['Projetos', '/projetos'],
      ['Produção', '/producao'],
      ['Notícias', '/noticias'],
      ['Área do Aluno', '/area-aluno'],
    ]);
  });



  it('the six section indexes, with the cards visitors find there', () => {
    expect(sections.map((section) => section.path).sort()).toEqual(['/area-aluno', '/candidatos', '/institucional', '/noticias', '/producao', '/projetos']);
    const cardPaths = (id: string) => sections.find((section) => section.id === id)!.cards.map((card) => card.path);
    expect(cardPaths('candidatos')).toEqual([
      '/candidatos/processo-seletivo',
      '/candidatos/requisitos',
      '/candidatos/estrangeiros',
      '/candidatos/aluno-especial',
    ]);
    expect(cardPaths('projetos')).toEqual(expect.arrayContaining(['/projetos/todos', '/projetos/parcerias', '/impacto-social']));
    expect(cardPaths('producao')).toEqual(['/producao/artigos', '/producao/livros', '/producao/teses', '/producao/patentes']);
    expect(cardPaths('noticias')).toEqual(expect.arrayContaining(['/noticias/comunicados', '/noticias/agenda']));
    expect(cardPaths('area-aluno')).toEqual([
      '/area-aluno/regulamentos',
      '/area-aluno/disciplinas',
      '/area-aluno/formularios',
      '/area-aluno/bolsas',
      '/area-aluno/pae',
      '/area-aluno/defesas',
    ]);
    expect(cardPaths('institucional')).toContain('/institucional/programa');
    const projects = sections.find((section) => section.id === 'projetos')!;
    const projectText = [projects.intro, ...projects.body].join(' ');
    for (const agency of ['FAPESP', 'CNPq', 'CAPES']) expect(projectText).toContain(agency);
    const studentLists = sections.find((section) => section.id === 'area-aluno')!.lists.map((list) => list.title);
    expect(studentLists).toEqual(['Links úteis', 'Benefícios']);
  });
});

describe('page texts', () => {
  it('the programme page: seven tabs, Apresentação first with four cards', () => {
    expect(programmePage.tabs.map((tab) => tab.label)).toEqual([
      'Apresentação',
      'Histórico',
      'CCP',
      'Avaliação CAPES',
      'Parcerias',
      'Linhas de Pesquisa',
      'Orientadores',
    ]);
    const tab = (id: string) => {
      const found = programmePage.tabs.find((entry) => entry.id === id);
      if (!found) throw new Error(`no tab ${id}`);
      return found;
    };
    // Each tab shows one block (built at build time from programme-page.yaml).
    expect(tab('apresentacao').block.cards).toHaveLength(4);
    expect(tab('ccp').block.paragraphs?.join(' ')).toContain('será publicada em breve');
    expect(tab('avaliacao-capes').block.paragraphs?.join(' ')).toContain('nota 7');
    expect(tab('parcerias').block.items?.map((item) => item.name)).toEqual(['Nacionais', 'Internacionais']);
    expect(tab('linhas-pesquisa').block.button?.path).toBe('/linhas-pesquisa');
    expect(tab('orientadores').block.button?.path).toBe('/orientadores');
  });

  it('history: 1973, two laboratories, 5 in the 2013-2016 quadrennial evaluation', () => {
    const text = history.blocks[0]!.paragraphs!.join(' ');
    expect(text).toContain('1973');
    expect(text).toContain('dois laboratórios de pesquisa');
    expect(home.highlights.map((card) => card.description).join(' ')).toContain('Dois laboratórios de pesquisa');
    expect(text).toMatch(/avaliação quadrienal 2013-2016[^.]*conceito 5/);
  });

  it('planning, awards, social impact, city guide and page heroes', () => {
    // What each page's blocks show.
    expect(planning.blocks[0]?.cards?.map((card) => card.title)).toEqual(['Missão', 'Visão', 'Valores']);
    expect(planning.blocks[1]?.cards?.length).toBeGreaterThan(0);
    expect(awards.blocks.flatMap((block) => block.paragraphs ?? []).join(' ')).toContain(
      'após a configuração do banco de dados',
    );
    expect(socialImpact.blocks[0]?.cards?.length).toBeGreaterThan(0);
    expect(cityGuide.title).toBe('Sobre São Paulo');
    expect(cityGuide.blocks.slice(1).map((block) => block.id)).toEqual(['restaurantes', 'cafes', 'parques', 'vida-noturna']);
    for (const block of cityGuide.blocks.slice(1)) expect(block.items?.length).toBeGreaterThanOrEqual(3);
    expect(privacy.blocks.flatMap((block) => block.items ?? []).map((item) => item.name)).toEqual([
      'Tema',
      'Idioma',
      'Contraste',
      'Sessão de administrador',
    ]);
    // The heroes of these pages read their title and subtitle from these files.
    expect([advisersPage, researchLinesPage, contactPage, faqPage].map((page) => page.title)).toEqual([
      'Orientadores',
      'Linhas de Pesquisa',
      'Contato',
      'Perguntas Frequentes',
    ]);
  });
});
