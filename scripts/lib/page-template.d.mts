export const PAGE_MODULES: string;
export function entryLoader(src: string): string;
export function optimiseTemplate(html: string): string;
export function withPageModules(template: string, files: readonly string[]): string;
export function withoutDeveloperNotes(html: string): string;
