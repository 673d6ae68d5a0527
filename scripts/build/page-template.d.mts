import type { HtmlTagDescriptor } from 'vite';
export const VITE_HTML: {
  entryScript: RegExp;
  stylesheet: RegExp;
  modulePreload: RegExp;
  fontPreload: RegExp;
  viewport: RegExp;
};
export function viteHtmlProblems(html: string): string[];
export function printStylesheetTag(href: string): HtmlTagDescriptor;
export function fontPreloadTag(href: string): HtmlTagDescriptor;
export const PAGE_MODULES: string;
export function entryLoader(src: string): string;
export function optimiseTemplate(html: string): string;
export function withPageModules(template: string, files: readonly string[]): string;
export function withoutDeveloperNotes(html: string): string;
