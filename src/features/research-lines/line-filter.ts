import { ALL_LINES_GROUP as ALL_GROUP } from '@/lib/research-line-groups';

export type LineGroup = { id: string; lines: readonly number[] };

/** The filter starts (and resets) with only "todas" selected. */
export const INITIAL_SELECTION: readonly string[] = [ALL_GROUP];

/** Whether a selection is the one the page starts with (the prerendered page shows it). */
export function isInitialSelection(selection: readonly string[]): boolean {
  return selection.length === INITIAL_SELECTION.length && INITIAL_SELECTION.every((id) => selection.includes(id));
}

/**
 * Clicking "todas" toggles it between selected and empty. Clicking another group first removes
 * "todas", then toggles that group: "todas" already shows every line, so kept beside a group it
 * would leave the list unchanged.
 */
export function toggleGroup(selection: readonly string[], id: string): string[] {
  if (id === ALL_GROUP) return selection.includes(ALL_GROUP) ? [] : [ALL_GROUP];
  const withoutAll = selection.filter((entry) => entry !== ALL_GROUP);
  return withoutAll.includes(id) ? withoutAll.filter((entry) => entry !== id) : [...withoutAll, id];
}

/** An empty selection means no filter. */
export function isFiltering(selection: readonly string[]): boolean {
  return selection.length > 0;
}

/** The sorted union of the selected groups' lines; every line when nothing is selected. */
export function visibleLines(
  groups: readonly LineGroup[],
  selection: readonly string[],
  allLines: readonly number[],
): number[] {
  if (!isFiltering(selection)) return [...allLines].sort((a, b) => a - b);
  const lines = new Set<number>();
  for (const group of groups) if (selection.includes(group.id)) group.lines.forEach((line) => lines.add(line));
  return [...lines].sort((a, b) => a - b);
}

/** The reset button shows while any specific area (not "todas") is selected. */
export function canReset(selection: readonly string[]): boolean {
  return selection.some((id) => id !== ALL_GROUP);
}

/** "Mostrando N de 8" shows while specific areas filter the list. */
export function showsCount(selection: readonly string[]): boolean {
  return isFiltering(selection) && !selection.includes(ALL_GROUP);
}
