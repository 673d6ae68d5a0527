import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isComplete, languageStatus } from '../../scripts/tooling/i18n-status';
import { translateLanguage } from '../../src/content-schema/translation-files';
import { collections } from '../../src/content-schema/collections';
import { pseudoStrings, writePseudoTranslation } from './pseudo-translation';

describe('pseudoStrings', () => {
  it.each<[string, unknown, unknown]>([
    ['a string', 'Buscar', '[en] Buscar'],
    ['a placeholder is kept', 'Encontrados {{count}} resultados', '[en] Encontrados {{count}} resultados'],
    ['nested keys', { field: { label: 'Termo' } }, { field: { label: '[en] Termo' } }],
    ['a list', ['Seg', 'Ter'], ['[en] Seg', '[en] Ter']],
    ['a number stays', 3, 3],
  ])('%s', (_name, value, expected) => {
    expect(pseudoStrings(value, '[en]')).toEqual(expected);
  });
});

// The real content and interface files, pseudo-translated into a copy: what a complete translation
// by a translator would be. The checks the build and i18n:status make must find it whole.
describe('a pseudo-translation of the whole site', () => {
  const root = mkdtempSync(join(tmpdir(), 'pseudo-translation-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const dataFiles = (source: string) => !/\.(png|jpe?g|webp|avif|svg|gif)$/i.test(source);
  cpSync('content', join(root, 'content'), { recursive: true, filter: dataFiles });
  cpSync(join('locales', 'pt'), join(root, 'locales', 'pt'), { recursive: true });
  const written = writePseudoTranslation(root, 'en');
  const english = translateLanguage(collections, join(root, 'content'), 'en');

  it('fits every Portuguese file: the build refuses none of it', () => {
    expect(english.problems).toEqual([]);
  });

  it('translates every field of every file that has one, and nothing else', () => {
    const withText = [...english.files].filter(([, entry]) => entry.fields.total > 0).map(([file]) => file);
    expect(written.sort()).toEqual(withText.sort());
    const behind = [...english.files]
      .filter(([, entry]) => entry.fields.translated !== entry.fields.total)
      .map(([file, entry]) => `${file}: ${entry.fields.translated} / ${entry.fields.total}`);
    expect(behind).toEqual([]);
  });

  it('leaves i18n:status --strict nothing to report', () => {
    const status = languageStatus('en', root);
    expect(status.pages.filter((page) => !page.translated)).toEqual([]);
    expect(status.interface.filter((file) => file.keys.translated !== file.keys.total)).toEqual([]);
    expect(isComplete(status)).toBe(true);
  });

  it('marks the translated text and keeps what does not translate', () => {
    const faq = english.files.get('faq.yaml')!.merged as { id: string; question: string }[];
    const portugueseFaq = english.files.get('faq.yaml')!.portuguese.data as { id: string; question: string }[];
    expect(faq.map((entry) => entry.id)).toEqual(portugueseFaq.map((entry) => entry.id));
    expect(faq.every((entry, index) => entry.question === `[en] ${portugueseFaq[index]!.question}`)).toBe(true);
    const search = JSON.parse(readFileSync(join(root, 'locales', 'en', 'search.json'), 'utf8'));
    expect(search.count_other).toBe('[en] Encontrados {{count}} resultados');
  });
});
