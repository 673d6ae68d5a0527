/**
 * The scientific output's lists by kind: each page below /producao and the types (as the editor
 * writes them, compared without case) it lists. /producao/todas lists every type, including one
 * written before the editor's list existed. The search links each row to its entry on these pages,
 * and the pages filter by them, so both read this one table.
 */
export const OUTPUT_KINDS = {
  artigos: ['artigo'],
  livros: ['livro', 'capítulo de livro'],
  teses: ['tese', 'dissertação'],
  patentes: ['patente'],
} as const satisfies Record<string, readonly string[]>;

export type OutputKind = keyof typeof OUTPUT_KINDS;

/** The list page of one kind, or of every output ('todas'). */
export const outputListPath = (kind: OutputKind | 'todas') => `/producao/${kind}` as const;

/** The kind a type belongs to, or undefined for one no kind lists (only /producao/todas shows it). */
export function outputKindOf(type: string): OutputKind | undefined {
  const lower = type.trim().toLowerCase();
  return (Object.keys(OUTPUT_KINDS) as OutputKind[]).find((kind) =>
    (OUTPUT_KINDS[kind] as readonly string[]).includes(lower),
  );
}

/**
 * The address of one entry: the anchor on its kind's list (on /producao/todas for a type no kind
 * lists), which the list opens at the entry's page.
 */
export function outputEntryPath(type: string, id: string): string {
  return `${outputListPath(outputKindOf(type) ?? 'todas')}#${id}`;
}

/** The address of one alumnus: the anchor on the alumni list. */
export function alumnusEntryPath(id: string): string {
  return `/institucional/egressos#${id}`;
}
