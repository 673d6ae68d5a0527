// Made on first use: building the formatter costs about 15 ms of main thread on a fast machine
// (60 ms at the benchmark's 4x slowdown), and content pages never need it in the browser, where
// content dates come already formatted from the build (news `dateLabel`, src/content-schema).
let formatter: Intl.DateTimeFormat | undefined;

/** "2026-03-14T00:00:00.000Z" → "14 de março de 2026", the same on the server and in the browser. */
export function formatNewsDate(isoDate: string): string {
  formatter ??= new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return formatter.format(new Date(isoDate));
}
