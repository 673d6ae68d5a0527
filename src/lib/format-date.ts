const formatter = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-03-14T00:00:00.000Z" → "14 de março de 2026", the same on the server and in the browser. */
export function formatNewsDate(isoDate: string): string {
  return formatter.format(new Date(isoDate));
}
