import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { useStrings } from './use-strings';
import cms from '../../locales/pt/cms.json';
import advisers from '../../locales/pt/advisers.json';
import search from '../../locales/pt/search.json';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, PAGE_AREAS, collectResources, createI18n, packsNeeded } from './i18n';
import { STAFF_AREAS } from './languages';

function ContentShortcut() {
  const { t } = useStrings();
  return <a href="#conteudo">{t('layout.a11yBar.shortcuts.content')}</a>;
}

describe('i18n', () => {
  it('shows Portuguese by default and when EN has no strings', async () => {
    const i18n = createI18n();
    expect(i18n.t('layout.a11yBar.shortcuts.content')).toBe('Ir para o conteúdo');
    await i18n.changeLanguage('en');
    expect(i18n.t('layout.a11yBar.shortcuts.content')).toBe('Ir para o conteúdo');
  });

  it('starts in the language it is given, its files over Portuguese', () => {
    const i18n = createI18n('es', { '../../locales/es/layout.json': { mainNav: 'Navegación principal' } });
    expect(i18n.language).toBe('es');
    expect(i18n.t('layout.mainNav')).toBe('Navegación principal');
    expect(i18n.t('layout.openMenu')).toBe('Abrir menu');
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

  // Plural whenever the number is not 1 (Intl puts 0 with 1 in Portuguese).
  it.each([
    [0, 'Encontrados 0 resultados', '0 orientadores'],
    [1, 'Encontrados 1 resultado', '1 orientador'],
    [2, 'Encontrados 2 resultados', '2 orientadores'],
    [21, 'Encontrados 21 resultados', '21 orientadores'],
  ])('count %i → %j, %j', async (count, results, adviserCount) => {
    // The search and advisers pages' areas are not part of every page: their features add them
    // (registerPortuguese).
    const i18n = createI18n('pt', {
      '../../locales/pt/search.json': search,
      '../../locales/pt/advisers.json': advisers,
    });
    expect(i18n.t('search.count', { count })).toBe(results);
    expect(i18n.t('advisers.count', { count })).toBe(adviserCount);
    await i18n.changeLanguage('en');
    expect(i18n.t('advisers.count', { count })).toBe(adviserCount);
  });

  it('lists stay lists (t with returnObjects reads them)', () => {
    expect(
      createI18n('pt', { '../../locales/pt/cms.json': cms }).t('cms.modules.events.features', { returnObjects: true }),
    ).toEqual(['Agenda e seminários', 'Datas, horários e locais', 'Descrições e participantes']);
  });

  it('files map to areas and languages; unknown languages are ignored', () => {
    const resources = collectResources({
      '../../locales/pt/layout.json': { a: 'x' },
      '../../locales/en/layout.json': {},
      '../../locales/fr/layout.json': { a: 'y' },
    });
    expect(resources.pt?.translation).toEqual({ layout: { a: 'x' } });
    expect(resources.en?.translation).toEqual({ layout: {} });
    expect(Object.keys(resources)).toEqual(['pt', 'en']);
  });

  it('every locale file of every language exists for every Portuguese area, and en/es hold {} or strings', async () => {
    const { readdir } = await import('node:fs/promises');
    const areas = (await readdir('locales/pt')).sort();
    for (const language of LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE))
      expect((await readdir(`locales/${language}`)).sort(), language).toEqual(areas);
  });

  it('the site instance gets a page area registered before or after it starts', async () => {
    const { i18n: site, registerStrings, startI18n } = await import('./i18n');
    registerStrings('search', { title: 'Antes' });
    startI18n();
    expect(site.t('search.title')).toBe('Antes');
    registerStrings('search', search);
    expect(site.t('search.title')).toBe('Busca no site');
    expect(site.t('layout.mainNav')).toBe('Navegação principal');
  });

  it('the language list and the locales/ folders name the same languages', async () => {
    const { readdir } = await import('node:fs/promises');
    expect((await readdir('locales')).sort()).toEqual([...LANGUAGES].sort());
  });
});

describe('areas that one page or a few show', () => {
  it('each is a file the entry does not import, registered by the feature showing it in the entry’s language (the staff’s, in Portuguese)', async () => {
    const { readFile, readdir } = await import('node:fs/promises');
    const source = await readFile('src/lib/i18n.ts', 'utf8');
    const inEntry = [...source.matchAll(/from '#site\/strings\/([\w-]+)\.json'/g)].map((match) => match[1]);
    const areas = (await readdir('locales/pt')).map((file) => file.replace(/\.json$/, ''));
    expect(areas.filter((area) => !inEntry.includes(area)).sort()).toEqual([...PAGE_AREAS].sort());
    // Whichever module shows the area registers it: a feature's strings.ts, or a shared component.
    const { execFileSync } = await import('node:child_process');
    for (const area of PAGE_AREAS) {
      const registering = execFileSync('grep', ['-rl', `registerStrings('${area}', `, 'src'], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .filter((file) => !file.endsWith('.test.tsx'));
      expect(registering, area).toHaveLength(1);
      const module = await readFile(registering[0]!, 'utf8');
      if (STAFF_AREAS.includes(area)) {
        expect(module, area).toContain(`'../../../locales/pt/${area}.json'`);
        expect(module, area).toContain(`registerStrings('${area}', ${area}, DEFAULT_LANGUAGE)`);
      } else expect(module, area).toContain(`'#site/strings/${area}.json'`);
    }
  });
});

describe('packsNeeded', () => {
  // A page's language; whether the page, the shell and some interface area are translated.
  it.each([
    ['pt', false, false, false, []],
    ['pt', true, true, true, []],
    ['en', false, false, false, ['en']],
    ['es', false, false, false, ['es']],
    ['en', true, false, false, []],
    ['en', true, true, true, []],
    ['en', false, true, true, ['en', 'pt']],
    ['en', true, false, true, ['pt']],
    ['en', false, false, true, ['en', 'pt']],
  ] as const)(
    'a %s page, translated: %s, its shell: %s, some area in its language: %s → %j',
    (language, pageTranslated, shellTranslated, someAreaTranslated, packs) => {
      expect(packsNeeded(language, { pageTranslated, shellTranslated, someAreaTranslated })).toEqual(packs);
    },
  );
});
