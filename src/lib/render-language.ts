// With its extension: the prerender's workers import this file as it is (scripts/build/prerender.mjs).
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

/**
 * The global the prerender sets in the worker that renders one language's pages, before the
 * worker imports the server bundle (scripts/build/prerender-worker.mjs).
 */
export const RENDER_LANGUAGE_GLOBAL = '__siteRenderLanguage';

/**
 * The language the server bundle's modules render pages in, fixed as they are evaluated: a page
 * shows one language, so the prerender renders each language's pages with modules of their own,
 * and never switches a started i18next instance from one page to the next. Portuguese unless the
 * prerender named another.
 */
export const renderLanguage: Language = ((named: unknown) => (isLanguage(named) ? named : DEFAULT_LANGUAGE))(
  (globalThis as Record<string, unknown>)[RENDER_LANGUAGE_GLOBAL],
);
