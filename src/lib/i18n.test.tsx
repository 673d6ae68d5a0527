import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import layout from '../../locales/pt/layout.json';
import { DEFAULT_LANGUAGE, LANGUAGES, collectResources, createI18n, languageShown, withZeroAsPlural } from './i18n';

function ContentShortcut() {
  const { t } = useTranslation();
  return <a href="#conteudo">{t('layout.a11yBar.shortcuts.content')}</a>;
}

describe('i18n', () => {
  it('shows Portuguese by default and when EN has no strings', async () => {
    const i18n = createI18n();
    expect(i18n.t('layout.a11yBar.shortcuts.content')).toBe('Ir para o conteúdo');
    await i18n.changeLanguage('en');
    expect(i18n.t('layout.a11yBar.shortcuts.content')).toBe('Ir para o conteúdo');
    expect(languageShown(i18n, 'en')).toBe('pt');
  });

  it('an English string added at runtime replaces the Portuguese one, the rest falls back', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('en');
    const render = () =>
      renderToString(
        <I18nextProvider i18n={i18n}>
          <ContentShortcut />
        </I18nextProvider>,
      );
    expect(render()).toContain('Ir para o conteúdo');
    i18n.addResource('en', 'translation', 'layout.a11yBar.shortcuts.content', 'Go to content');
    expect(render()).toContain('Go to content');
    expect(i18n.t('common.notFound.homeLink')).toBe('Voltar para a página inicial');
  });

  it('names the language shown: the chosen one only once most strings are translated', async () => {
    const i18n = createI18n();
    const pt = i18n.getResourceBundle('pt', 'translation') as Record<string, unknown>;
    i18n.addResourceBundle('es', 'translation', structuredClone(pt), true, true);
    expect(languageShown(i18n, 'es')).toBe('es');
    expect(languageShown(i18n, 'en')).toBe('pt');
    expect(languageShown(i18n, 'pt')).toBe('pt');
  });

  // Plural whenever the number is not 1 (Intl puts 0 with 1 in Portuguese).
  it.each([
    [0, 'Encontrados 0 resultados', '0 orientadores'],
    [1, 'Encontrados 1 resultado', '1 orientador'],
    [2, 'Encontrados 2 resultados', '2 orientadores'],
    [21, 'Encontrados 21 resultados', '21 orientadores'],
  ])('count %i → %j, %j', async (count, results, advisers) => {
    const i18n = createI18n();
    expect(i18n.t('pages.search.count', { count })).toBe(results);
    expect(i18n.t('pages.advisers.count', { count })).toBe(advisers);
    await i18n.changeLanguage('en');
    expect(i18n.t('pages.advisers.count', { count })).toBe(advisers);
  });

  it('every _other gets a _zero twin, nested too; an existing _zero is kept', () => {
    expect(
      withZeroAsPlural({
        a_one: '1',
        a_other: 'n',
        b: { c_other: 'm' },
        d_zero: 'none',
        d_other: 'x',
        e: 'plain',
        list: ['x', 'y'],
      }),
    ).toEqual({
      a_one: '1',
      a_other: 'n',
      a_zero: 'n',
      b: { c_other: 'm', c_zero: 'm' },
      d_zero: 'none',
      d_other: 'x',
      e: 'plain',
      list: ['x', 'y'],
    });
    // Lists stay lists (t with returnObjects reads them).
    const instance = createI18n();
    instance.addResourceBundle('pt', 'translation', withZeroAsPlural({ sample: { list: ['x', 'y'] } }), true, true);
    const t = instance.t as unknown as (key: string, options: object) => unknown;
    expect(t('sample.list', { returnObjects: true })).toEqual(['x', 'y']);
  });

  it('files map to areas and languages; unknown languages are ignored', () => {
    const resources = collectResources({
      '../../locales/pt/layout.json': { a: 'x' },
      '../../locales/en/layout.json': {},
      '../../locales/fr/layout.json': { a: 'y' },
    });
    expect(resources.pt.translation).toEqual({ layout: { a: 'x' } });
    expect(resources.en.translation).toEqual({ layout: {} });
    expect(Object.keys(resources)).toEqual(['pt', 'en', 'es']);
  });

  it('every locale file of every language exists for every Portuguese area, and en/es hold {} or strings', async () => {
    const { readdir } = await import('node:fs/promises');
    const areas = (await readdir('locales/pt')).sort();
    for (const language of LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE))
      expect((await readdir(`locales/${language}`)).sort(), language).toEqual(areas);
  });

  it('the language list and the locales/ folders name the same languages, each with its name for the switcher', async () => {
    const { readdir } = await import('node:fs/promises');
    expect((await readdir('locales')).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect(layout.language, language).toHaveProperty(language);
  });
});
