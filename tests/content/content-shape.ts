import { expect } from 'vitest';
import type * as Content from '#site/content';
import { FOOTER_ROUTES, PLACEHOLDER_ROUTES, PUBLIC_ROUTES } from '../route-table';

// What any content the site is built from must hold, beyond what the schemas check file by file:
// shapes and references between files, never wording or how many entries there are. Checked on
// content/ as it is (content-shape.test.ts) and on a copy after the edits a maintainer makes every
// week (ordinary-edits.test.ts), so rewriting a sentence, adding a bullet or an entry, scheduling
// a post or drawing a new picture never turns one red. The texts that must stay exactly as
// launched are checked on the frozen launch content instead (fixed-texts.test.ts).

/** The collections the rules read, as Velite writes them (.velite/<name>.json). */
export const SHAPE_COLLECTIONS = [
  'advisers',
  'advisorAreas',
  'areaGroups',
  'researchLines',
  'news',
  'publications',
  'navigation',
  'sections',
  'placeholders',
] as const;

/** Those collections, as the site imports them. */
export type ContentData = Pick<typeof Content, (typeof SHAPE_COLLECTIONS)[number]>;

export const SHAPE_CHECKS: Record<string, (content: ContentData) => void> = {
  'each adviser is in two different known areas, named as those areas are, with a picture of their own':
    ({ advisers, advisorAreas }) => {
      const areaIds = advisorAreas.map((area) => area.id);
      for (const adviser of advisers) {
        expect(new Set(adviser.areas).size, adviser.id).toBe(2);
        adviser.areas.forEach((area) => expect(areaIds, adviser.id).toContain(area));
        // The card's popover lists these names, in the order of `areas`.
        expect(adviser.areaNames).toEqual(
          adviser.areas.map((area) => advisorAreas.find((entry) => entry.id === area)?.name),
        );
        expect(typeof adviser.available).toBe('boolean');
        expect(adviser.photo.width).toBeGreaterThan(0);
        expect(adviser.photo.height).toBeGreaterThan(0);
        // A photo is described by the name (AdviserCard); a portrait of the initials is decorative.
        expect(adviser.hasPhoto).toBe(!adviser.photo.src.includes('/iniciais-'));
      }
      // No two advisers share a picture.
      expect(new Set(advisers.map((adviser) => adviser.photo.src)).size).toBe(advisers.length);
    },

  'research lines have different numbers; "todas" comes first and holds every line; each group has its picture':
    ({ researchLines, areaGroups }) => {
      const numbers = researchLines.map((line) => line.number);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(areaGroups[0]).toMatchObject({ id: 'todas', lines: [...numbers].sort((a, b) => a - b) });
      for (const group of areaGroups) expect(group.image.width).toBeGreaterThan(0);
    },

  'each news item has its address, picture, text and a real date; each featured publication its line':
    ({ news, publications }) => {
      for (const item of news) {
        expect(item.path).toBe(`/noticias/${item.slug}`);
        expect(item.image.width).toBeGreaterThan(0);
        expect(item.body.trim()).not.toBe('');
        expect(Number.isNaN(Date.parse(item.date))).toBe(false);
      }
      publications.forEach((publication) => expect(publication.researchLineTitle).not.toBe(''));
    },

  'menus and section indexes together reach every public route; each menu has its picture':
    ({ navigation, sections }) => {
      const linked = new Set([
        ...navigation.flatMap((menu) => [menu.path, ...menu.links.map((link) => link.path)]),
        ...sections.flatMap((section) => [
          ...section.cards.map((card) => card.path),
          ...section.lists.flatMap((list) => list.items.map((item) => item.path)),
        ]),
      ]);
      const unreached = PUBLIC_ROUTES.filter(
        (route) => route !== '/' && route !== '/busca' && !FOOTER_ROUTES.includes(route) && !linked.has(route),
      );
      expect(unreached).toEqual([]);
      navigation.forEach((menu) => expect(menu.image.width).toBeGreaterThan(0));
    },

  'every placeholder route has its content entry, and no other': ({ placeholders }) => {
    expect(placeholders.map((page) => page.path).sort()).toEqual([...PLACEHOLDER_ROUTES].sort());
  },
};

/** Fails, saying why, when `content` breaks the rule named `rule` (one of SHAPE_CHECKS). */
export function assertShapeRule(rule: string, content: ContentData) {
  SHAPE_CHECKS[rule]!(content);
}

/** Fails, saying why, when `content` breaks any rule of SHAPE_CHECKS. */
export function assertContentShape(content: ContentData) {
  for (const rule of Object.keys(SHAPE_CHECKS)) assertShapeRule(rule, content);
}
