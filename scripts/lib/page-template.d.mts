export function entryLoader(src: string): string;
export function optimiseTemplate(html: string): string;
