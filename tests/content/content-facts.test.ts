import { describe, expect, it } from 'vitest';
import {
  advisers, advisorAreas, areaGroups, contact, faq, navigation, news, placeholders, programme, publications, researchLines, sections,
} from '#site/content';
import { PLACEHOLDER_ROUTES } from '../route-table';

// The specification's facts, checked against the content the site is built from.
describe('content holds the specification’s facts', () => {
  it('24 advisers, 20 on the home carousel, each in two of the seven areas, score 9.4–10', () => {
    expect(advisers).toHaveLength(24);
    expect(advisers.filter((adviser) => adviser.showOnHome)).toHaveLength(20);
    const areaIds = advisorAreas.map((area) => area.id);
    for (const adviser of advisers) {
      expect(new Set(adviser.areas).size).toBe(2);
      adviser.areas.forEach((area) => expect(areaIds).toContain(area));
      expect(Number(adviser.score)).toBeGreaterThanOrEqual(9.4);
      expect(Number(adviser.score)).toBeLessThanOrEqual(10);
      expect(adviser.photo.width).toBeGreaterThan(0);
    }
  });

  it('the seven advisor areas, by their exact names', () => {
    expect(advisorAreas.map((area) => area.name)).toEqual([
      'Endocrinologia Ginecológica e Reprodução Humana',
      'Ginecologia Oncológica',
      'Obstetrícia Clínica e Perinatal',
      'Uroginecologia e Cirurgia Reconstrutiva',
      'Endometriose e Infertilidade',
      'Medicina Fetal e Diagnóstico Pré-natal',
      'Saúde da Mulher e Climatério',
    ]);
  });

  it('eight research lines numbered 1–8 and six area groups with the spec’s lines', () => {
    expect(researchLines.map((line) => line.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Object.fromEntries(areaGroups.map((group) => [group.id, group.lines]))).toEqual({
      todas: [1, 2, 3, 4, 5, 6, 7, 8],
      ginecologia: [1, 3, 4],
      obstetricia: [5, 6],
      uroginecologia: [2],
      'saude-mental': [7],
      'ciencia-dados': [8],
    });
    expect(areaGroups.find((group) => group.id === 'obstetricia')?.subareas).toEqual(['Saúde materno-fetal', 'Anomalias', 'Gestação']);
  });

  it('8 FAQ items, at least 3 news items, 3 featured publications, 8 menus', () => {
    expect(faq).toHaveLength(8);
    expect(news.length).toBeGreaterThanOrEqual(3);
    expect(publications).toHaveLength(3);
    expect(navigation).toHaveLength(8);
  });

  it('the programme facts and counters', () => {
    expect(programme.counters.map((counter) => counter.value)).toEqual([999, 380, 500, 2807]);
    expect(programme.counterDurationMs).toBe(2000);
    expect(programme.startYear).toBe(1973);
    expect(programme.laboratories).toBe(2);
    expect(programme.grade.value).toBe(7);
    expect(programme.capesFigure).toMatchObject({ value: 5, period: '2013-2016' });
    expect(programme.durations).toMatchObject({ masterMonths: 24, doctorateMonths: 48 });
    expect(programme.englishMinimums.map((row) => [row.master, row.doctorate])).toEqual([
      ['50 pontos', '60 pontos'],
      ['B1', 'B1+'],
      ['60%', '70%'],
    ]);
    expect(programme.scholarshipAgencies).toHaveLength(3);
    expect(programme.enrolmentSteps).toHaveLength(5);
    expect(contact.officeHours).toContain('9h às 17h');
    expect(contact.secretariatHours).toContain('10:00 às 12:00 e das 14:00 às 16:00');
    expect(contact.subwayStations).toHaveLength(2);
  });

  it('every placeholder route of the spec has its content entry, and no other', () => {
    expect(placeholders.map((page) => page.path).sort()).toEqual([...PLACEHOLDER_ROUTES].sort());
  });

  it('each section index exists', () => {
    expect(sections.map((section) => section.path).sort()).toEqual(
      ['/area-aluno', '/candidatos', '/institucional', '/noticias', '/producao', '/projetos'].sort(),
    );
  });
});
