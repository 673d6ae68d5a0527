import { afterEach, describe, expect, it, vi } from 'vitest';
import { RENDER_LANGUAGE_GLOBAL } from './lib/render-language';

// The prerender renders each language's pages with server modules evaluated for that language
// (scripts/build/prerender.mjs): a page is never rendered by modules started in another language,
// and no page switches the instance the next one renders with.

/** The server entry and the site's i18next instance, evaluated afresh as the prerender's worker for `language` does. */
async function serverModulesFor(language?: string) {
  vi.resetModules();
  if (language) (globalThis as Record<string, unknown>)[RENDER_LANGUAGE_GLOBAL] = language;
  const entry = await import('./entry-server');
  const { i18n } = await import('./lib/i18n');
  return { entry, i18n };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[RENDER_LANGUAGE_GLOBAL];
});

describe('server rendering, one language per set of modules', () => {
  it('renders Portuguese pages by default, and refuses another language’s without switching', async () => {
    const { entry, i18n } = await serverModulesFor();
    const page = await entry.render('/orientadores');
    expect([page.status, page.htmlLang, i18n.language]).toEqual([200, 'pt-BR', 'pt']);
    await expect(entry.render('/en/orientadores')).rejects.toThrow(
      "/en/orientadores is a page in en: these modules render pt's pages",
    );
    expect(i18n.language).toBe('pt');
  });

  it('renders the pages of the language it was evaluated for, started in it', async () => {
    const { entry, i18n } = await serverModulesFor('en');
    expect(i18n.language).toBe('en');
    const page = await entry.render('/en/orientadores');
    expect([page.status, page.htmlLang, page.language]).toEqual([200, 'en', 'en']);
    await expect(entry.render('/orientadores')).rejects.toThrow('is a page in pt');
    expect(i18n.language).toBe('en');
  });
});
