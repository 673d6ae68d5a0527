import { describe, expect, it } from 'vitest';
import { hasLanguageVersions } from '../lib/languages';
import { collections } from './collections';
import { CONTENT_ROOT } from './messages';
import { codeRoutes } from './routes';
import {
  contentPages,
  SHELL_UNITS,
  shownContent,
  translateLanguage,
  translatedPages,
  type LanguageTranslation,
} from './translation-files';
import type { ContentFile, FileTranslation, ObjectUnits } from './translations';

/** A file's translation with `translated` of `total` fields done, and which entries are whole. */
const translation = (merged: unknown, translated: number, total: number, entryDone = [translated === total]) =>
  ({
    merged,
    problems: [],
    fields: { translated, total },
    entries: { translated: entryDone.filter(Boolean).length, total: entryDone.length },
    entryDone,
  }) satisfies FileTranslation;

describe('shownContent: a translation shows by whole units, each entry of a list on its own', () => {
  const cases: {
    name: string;
    portuguese: ContentFile;
    result: FileTranslation;
    whole?: boolean;
    units?: ObjectUnits;
    shown: ContentFile & { translated: boolean[]; items?: Record<string, boolean[]> };
  }[] = [
    {
      name: 'a single file wholly translated',
      portuguese: { data: { title: 'Histórico' } },
      result: translation({ title: 'History' }, 1, 1),
      shown: { data: { title: 'History' }, translated: [true] },
    },
    {
      name: 'a single file half translated stays Portuguese',
      portuguese: { data: { title: 'Histórico', intro: 'Desde 1973' } },
      result: translation({ title: 'History', intro: 'Desde 1973' }, 1, 2),
      shown: { data: { title: 'Histórico', intro: 'Desde 1973' }, translated: [false] },
    },
    {
      name: 'a file shown only with others stays Portuguese, however whole',
      portuguese: { data: { title: 'Programa' } },
      result: translation({ title: 'Programme' }, 1, 1),
      whole: false,
      shown: { data: { title: 'Programa' }, translated: [false] },
    },
    {
      name: 'a file with nothing to translate stays as it is',
      portuguese: { data: [{ id: 'a', name: 'Ana' }] },
      result: translation([{ id: 'a', name: 'Ana' }], 0, 0, [false]),
      shown: { data: [{ id: 'a', name: 'Ana' }], translated: [false] },
    },
    {
      name: 'a list file shows each wholly translated entry beside the others',
      portuguese: {
        data: [
          { id: 'a', question: 'Quem?', answer: 'Todos.' },
          { id: 'b', question: 'Quando?', answer: 'Já.' },
          { id: 'c', question: 'Onde?', answer: 'Aqui.' },
        ],
      },
      result: translation(
        [
          { id: 'a', question: 'Who?', answer: 'All.' },
          { id: 'b', question: 'When?', answer: 'Já.' },
          { id: 'c', question: 'Onde?', answer: 'Aqui.' },
        ],
        3,
        6,
        [true, false, false],
      ),
      shown: {
        data: [
          { id: 'a', question: 'Who?', answer: 'All.' },
          { id: 'b', question: 'Quando?', answer: 'Já.' },
          { id: 'c', question: 'Onde?', answer: 'Aqui.' },
        ],
        translated: [true, false, false],
      },
    },
    {
      name: 'an object file: its own fields and each item of its lists by id, each on its own',
      portuguese: {
        data: {
          title: 'Programa',
          tabs: [
            { id: 'a', label: 'Apresentação' },
            { id: 'b', label: 'Regras' },
          ],
        },
      },
      result: translation(
        {
          title: 'Programa',
          tabs: [
            { id: 'a', label: 'Overview' },
            { id: 'b', label: 'Regras' },
          ],
        },
        1,
        3,
      ),
      units: { own: false, lists: { tabs: [true, false] } },
      shown: {
        data: {
          title: 'Programa',
          tabs: [
            { id: 'a', label: 'Overview' },
            { id: 'b', label: 'Regras' },
          ],
        },
        translated: [false],
        items: { tabs: [true, false] },
      },
    },
    {
      name: 'a news post wholly translated, front matter and text',
      portuguese: { data: { title: 'Simpósio' }, body: 'Texto' },
      result: translation({ data: { title: 'Symposium' }, body: 'Text' }, 2, 2),
      shown: { data: { title: 'Symposium' }, body: 'Text', translated: [true] },
    },
    {
      name: 'a news post with its text left stays Portuguese',
      portuguese: { data: { title: 'Simpósio' }, body: 'Texto' },
      result: translation({ data: { title: 'Symposium' }, body: 'Texto' }, 1, 2),
      shown: { data: { title: 'Simpósio' }, body: 'Texto', translated: [false] },
    },
  ];
  it.each(cases)('$name', ({ portuguese, result, whole, units, shown }) => {
    expect(shownContent(portuguese, result, whole, units)).toEqual(shown);
  });
});

describe('translatedPages: a page is translated when its own units are, the shell when all of it is', () => {
  /** A language whose files named in `done` are wholly translated, and no other. */
  const SECTION = 'sections/candidatos.yaml';
  const language = (done: readonly string[]): LanguageTranslation => ({
    files: new Map(
      [
        ...SHELL_UNITS.files,
        'advisers-page.yaml',
        'advisor-areas.yaml',
        'awards.yaml',
        'faq-page.yaml',
        'faq.yaml',
        SECTION,
      ].map((file) => [
        file,
        {
          ...translation({}, done.includes(file) ? 1 : 0, 1),
          collection: file === SECTION ? 'sections' : file,
          translated: done.includes(file),
          portuguese: { data: file === SECTION ? { path: '/candidatos' } : {} },
        },
      ]),
    ),
    problems: [],
  });
  const advisersPage = ['advisers-page.yaml', 'advisor-areas.yaml'];
  const shellAreas: string[] = [...SHELL_UNITS.areas];
  const cases = [
    {
      name: 'a page by its own files and areas alone, the shell untouched',
      languages: { en: advisersPage },
      areas: { en: ['advisers'] },
      shell: [],
      pages: { '/orientadores': ['en'] },
    },
    {
      name: 'not while one of its areas is not',
      languages: { en: advisersPage },
      areas: { en: [...shellAreas] },
      shell: [],
      pages: {},
    },
    {
      name: 'a page with no files of its own by its areas (the search page)',
      languages: { en: [] },
      areas: { en: ['search'] },
      shell: [],
      pages: { '/busca': ['en'] },
    },
    {
      name: 'the shell once its files and areas all are',
      languages: { en: [...SHELL_UNITS.files] },
      areas: { en: shellAreas },
      shell: ['en'],
      pages: {},
    },
    {
      name: 'not the shell while one of its files is not',
      languages: { en: SHELL_UNITS.files.slice(1) },
      areas: { en: shellAreas },
      shell: [],
      pages: {},
    },
    {
      name: 'a section index by its file, a page below it by its own units only',
      languages: { en: ['faq-page.yaml', 'faq.yaml'], es: [SECTION] },
      areas: { en: ['candidates', 'contact'], es: ['candidates'] },
      shell: [],
      pages: { '/candidatos': ['es'], '/candidatos/faq': ['en'] },
    },
    {
      name: 'each language on its own',
      languages: { en: advisersPage, es: ['awards.yaml', ...SHELL_UNITS.files] },
      areas: { en: ['advisers'], es: ['database-notice', ...shellAreas] },
      shell: ['es'],
      pages: { '/orientadores': ['en'], '/premios': ['es'] },
    },
  ];
  it.each(cases)('$name', ({ languages, areas, shell, pages }) => {
    const translations = new Map(Object.entries(languages).map(([code, done]) => [code, language(done)]));
    const areaDone = (code: string, area: string) => (areas as Record<string, string[]>)[code]?.includes(area) ?? false;
    expect(translatedPages(translations, areaDone)).toEqual({ shell, pages });
  });
});

describe('every public page has units of its own', () => {
  // A page missing from PAGE_UNITS (and not found from content) would never count as translated.
  it('each route with language versions is a page whose translation the build can find', () => {
    const pages = new Set(
      contentPages(translateLanguage(collections, CONTENT_ROOT, 'en'), 'en').map((page) => page.path),
    );
    const routes = codeRoutes().filter((path) => hasLanguageVersions(path));
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((path) => !pages.has(path))).toEqual([]);
  });
});
