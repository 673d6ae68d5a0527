import { z } from 'zod/mini';
import { INITIAL_SELECTION } from './line-filter';

/**
 * /linhas-pesquisa?areas=ginecologia,obstetricia. No parameter means the initial selection
 * ("todas"); `areas=` (empty) means the visitor cleared it.
 */
export const linesSearchSchema = z.object({
  areas: z.catch(z.optional(z.string().check(z.maxLength(300))), undefined),
});

export type LinesSearch = z.infer<typeof linesSearchSchema>;

export function selectionFromSearch(value: string | undefined, known: readonly string[]): string[] {
  if (value === undefined) return [...INITIAL_SELECTION];
  return [...new Set(value.split(','))].filter((id) => known.includes(id));
}

export function searchFromSelection(selection: readonly string[]): LinesSearch {
  const isInitial =
    selection.length === INITIAL_SELECTION.length && selection.every((id) => INITIAL_SELECTION.includes(id));
  return { areas: isInitial ? undefined : selection.join(',') };
}
