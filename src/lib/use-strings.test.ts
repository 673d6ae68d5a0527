import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withZeroAsPlural } from '../../scripts/build/plural-zero';
import { createI18n } from './i18n';
import { stringsFor } from './use-strings';

// `stringsFor` answers plain strings itself and hands everything else to i18next: on every key of
// every interface area, in each state a translation passes through, both must give the same text.

const LOCALES = join(__dirname, '../../locales/pt');
const portuguese = Object.fromEntries(
  readdirSync(LOCALES)
    .filter((file) => file.endsWith('.json'))
    // As the build ships them: each plural `_other` with its `_zero` twin.
    .map((file) => [`locales/pt/${file}`, withZeroAsPlural(JSON.parse(readFileSync(join(LOCALES, file), 'utf8')))]),
) as Record<string, Record<string, unknown>>;
// Forms the site does not use yet, which i18next would pick: a context, a `_zero` of its own.
portuguese['locales/pt/pages.json'] = {
  ...portuguese['locales/pt/pages.json'],
  greeting: 'Olá, {{name}}',
  greeting_male: 'Bem-vindo, {{name}}',
  items_zero: 'Nenhum item',
  items_one: '{{count}} item',
  items_other: '{{count}} itens',
};

/** Every key of those files, as `t` takes it: area first, plural suffixes off. */
function keysOf(files: Record<string, Record<string, unknown>>): string[] {
  const keys = new Set<string>();
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    else keys.add(path.replace(/_(zero|one|two|few|many|other)$/, ''));
  };
  for (const [file, strings] of Object.entries(files)) walk(strings, /([\w-]+)\.json$/.exec(file)![1]!);
  return [...keys];
}
const KEYS = keysOf(portuguese);

/** An English translation of some areas: every string marked, one left empty, one key missing. */
function english(areas: string[]) {
  const files: Record<string, Record<string, unknown>> = {};
  for (const area of areas) {
    const mark = (value: unknown): unknown =>
      typeof value === 'string'
        ? `[en] ${value}`
        : Array.isArray(value)
          ? value.map(mark)
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mark(inner)]))
            : value;
    files[`locales/en/${area}.json`] = mark(portuguese[`locales/pt/${area}.json`]) as Record<string, unknown>;
  }
  const layout = files['locales/en/layout.json'] as { openMenu?: string; closeMenu?: string } | undefined;
  if (layout) {
    layout.openMenu = '';
    delete layout.closeMenu;
  }
  return files;
}

const OPTIONS = [
  undefined,
  { count: 0 },
  { count: 1 },
  { count: 7 },
  { count: '3' },
  { name: 'Ana', count: 2, position: 3, page: 4, max: 5, label: 'Pós-graduação' },
  { name: 'Ana $& $1', label: 'a {{name}} $t(common.closeToast)', count: 0, position: 1 },
  { name: 'Ana', label: 'Pós' },
  { count: 1, context: 'male', name: 'Rui' },
  { lng: 'pt', name: 'Rui' },
  { returnObjects: true },
  { defaultValue: 'x' },
] as const;

describe('stringsFor', () => {
  it.each([
    { state: 'Portuguese', language: 'pt', files: portuguese, fixed: 'pt' },
    { state: 'English, nothing translated', language: 'en', files: portuguese, fixed: 'en' },
    {
      state: 'English, some areas translated',
      language: 'en',
      files: { ...portuguese, ...english(['layout', 'pages', 'advisers']) },
      fixed: 'en',
    },
    {
      state: 'English, a region in Portuguese',
      language: 'en',
      files: { ...portuguese, ...english(['layout', 'common']) },
      fixed: 'pt',
    },
  ])('gives i18next’s text for every key: $state', ({ language, files, fixed }) => {
    const i18n = createI18n(language as 'pt' | 'en', files);
    const t = stringsFor(i18n, fixed) as unknown as (key: string, options?: object) => unknown;
    const reference = i18n.getFixedT(fixed) as unknown as (key: string, options?: object) => unknown;
    for (const key of [...KEYS, 'layout.nope', 'pages', 'common:closeToast'])
      for (const options of OPTIONS)
        expect([key, options, t(key, options)]).toEqual([key, options, reference(key, options)]);
  });

  it('answers plain strings without i18next’s general path', () => {
    const i18n = createI18n('en', { ...portuguese, ...english(['layout']) });
    const calls: unknown[] = [];
    const translate = i18n.t as unknown as (...args: unknown[]) => unknown;
    i18n.t = ((...args: unknown[]) => (calls.push(args[0]), translate(...args))) as unknown as typeof i18n.t;
    const t = stringsFor(i18n, 'en') as unknown as (key: string, options?: object) => string;
    expect(t('layout.a11yBar.shortcuts.content')).toBe(
      `[en] ${i18n.getResource('pt', 'translation', 'layout.a11yBar.shortcuts.content')}`,
    );
    expect(t('common.closeToast')).toBe(i18n.getResource('pt', 'translation', 'common.closeToast'));
    expect(calls).toEqual([]);
    expect(t('pages.home.carousel.slideLabel', { position: 1, count: 2, name: 'Ana' })).toBe('1 de 2: Ana');
    expect(calls).toEqual([]);
    t('pages', { returnObjects: true });
    expect(calls).toEqual(['pages']);
  });

  it('is made once per instance and language', () => {
    const i18n = createI18n('en', portuguese);
    expect(stringsFor(i18n, 'en')).toBe(stringsFor(i18n, 'en'));
    expect(stringsFor(i18n, 'pt')).not.toBe(stringsFor(i18n, 'en'));
  });

  it('finds strings added after a key fell back or was missing', () => {
    const i18n = createI18n('en', portuguese);
    const t = stringsFor(i18n, 'en') as unknown as (key: string) => string;
    expect(t('layout.openMenu')).toBe(i18n.getFixedT('pt')('layout.openMenu'));
    expect(t('language.untranslated')).toBe('language.untranslated');
    i18n.addResourceBundle('en', 'translation', { layout: { openMenu: 'Open menu' } }, true, true);
    i18n.addResourceBundle('en', 'translation', { language: { untranslated: 'Not translated yet.' } }, true, true);
    expect(t('layout.openMenu')).toBe('Open menu');
    expect(t('language.untranslated')).toBe('Not translated yet.');
  });
});
