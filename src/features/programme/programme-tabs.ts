import { z } from 'zod/mini';
import type { ProgrammePageContent } from '#site/content';
import type { Block } from '@/components/PageBlock';

/** /institucional/programa?aba=<tab id>; an unknown or missing tab falls back to the first. */
export const programmeSearchSchema = z.object({
  aba: z.catch(z.optional(z.string().check(z.maxLength(60))), undefined),
});

export function resolveTab(requested: string | undefined, tabIds: readonly string[]): string {
  const fallback = tabIds[0] ?? '';
  return requested && tabIds.includes(requested) ? requested : fallback;
}

/** A tab of the programme page as a page block: paragraphs, cards, its lists as items, a button. */
export function programmeTabBlock(tab: ProgrammePageContent['tabs'][number]): Block {
  return {
    title: tab.title,
    paragraphs: tab.paragraphs,
    cards: tab.cards,
    items: tab.lists.map((list) => ({ name: list.title, description: list.items.join('; ') })),
    button: tab.button,
  };
}
