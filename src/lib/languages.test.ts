import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES, hasLanguageVersions, languageInfo, localizedPath, splitLanguage } from './languages';

describe('languages in the URL', () => {
  it.each([
    ['/', 'pt', '/'],
    ['/orientadores', 'pt', '/orientadores'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/orientadores', 'en', '/orientadores'],
    ['/es/institucional/programa', 'es', '/institucional/programa'],
    // A prefix is a whole segment, and Portuguese has none.
    ['/english', 'pt', '/english'],
    ['/enx/a', 'pt', '/enx/a'],
    ['/pt/orientadores', 'pt', '/pt/orientadores'],
    ['/fr/orientadores', 'pt', '/fr/orientadores'],
    ['/EN/orientadores', 'pt', '/EN/orientadores'],
  ])('%s is %s, path %s', (pathname, language, path) => {
    expect(splitLanguage(pathname)).toEqual({ language, path });
  });

  it.each([
    ['/', 'pt', '/'],
    ['/', 'en', '/en'],
    ['/orientadores', 'pt', '/orientadores'],
    ['/orientadores', 'es', '/es/orientadores'],
    ['/noticias/um-post', 'en', '/en/noticias/um-post'],
    // The staff's pages have one address.
    ['/auth', 'en', '/auth'],
    ['/cms', 'es', '/cms'],
    ['/cms/x', 'en', '/cms/x'],
    ['/authors', 'en', '/en/authors'],
  ] as const)('%s in %s is %s', (path, language, expected) => {
    expect(localizedPath(path, language)).toBe(expected);
  });

  it('a localized path splits back into its language and path', () => {
    for (const { code } of SITE_LANGUAGES)
      for (const path of ['/', '/orientadores', '/candidatos/faq'])
        expect(splitLanguage(localizedPath(path, code))).toEqual({ language: code, path });
  });

  it('only the staff pages lack language versions', () => {
    expect(hasLanguageVersions('/orientadores')).toBe(true);
    expect(hasLanguageVersions('/auth')).toBe(false);
    expect(hasLanguageVersions('/cms')).toBe(false);
  });

  it('every language has its name and its pack, and every one but Portuguese its untranslated notice', async () => {
    const { readdir } = await import('node:fs/promises');
    for (const { name } of SITE_LANGUAGES) expect(name.length).toBeGreaterThan(0);
    expect((await readdir('src/lib/language-packs')).sort()).toEqual(
      SITE_LANGUAGES.map(({ code }) => `${code}.ts`).sort(),
    );
    for (const { code } of SITE_LANGUAGES.filter(({ code }) => code !== 'pt')) {
      const pack: { untranslated?: string } = await import(`./language-packs/${code}.ts`);
      expect(pack.untranslated?.length, code).toBeGreaterThan(20);
    }
    expect(languageInfo('en').htmlLang).toBe('en');
    expect(languageInfo('pt').ogLocale).toBe('pt_BR');
  });
});
