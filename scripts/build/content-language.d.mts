import type { Language } from '../../src/lib/languages';

export const CONTENT_LANGUAGE_VARIABLE: string;
export function contentLanguage(env?: Record<string, string | undefined>): Language | undefined;
export function contentOutput(language: Language | undefined): string;
export function languagesWithContent(contentRoot?: string): Language[];
export function interfaceLanguage(language: Language | undefined, root?: string): Language;
