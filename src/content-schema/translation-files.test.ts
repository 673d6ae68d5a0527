import { describe, expect, it } from 'vitest';
import {
  EVERY_PAGE_FILES,
  INTERFACE_PAGES,
  shownContent,
  translatedPages,
  type LanguageTranslation,
} from './translation-files';
import type { ContentFile, FileTranslation } from './translations';

/** A file's translation with `translated` of `total` fields done, and which entries are whole. */
const translation = (merged: unknown, translated: number, total: number, entryDone = [translated === total]) =>
  ({
    merged,
    problems: [],
    fields: { translated, total },
    entries: { translated: entryDone.filter(Boolean).length, total: entryDone.length },
    entryDone,
  }) satisfies FileTranslation;

describe('shownContent: a translation shows only by whole units', () => {
  const cases: {
    name: string;
    collection: string;
    portuguese: ContentFile;
    result: FileTranslation;
    shown: ContentFile;
  }[] = [
    {
      name: 'a single file wholly translated',
      collection: 'history',
      portuguese: { data: { title: 'Histórico' } },
      result: translation({ title: 'History' }, 1, 1),
      shown: { data: { title: 'History' } },
    },
    {
      name: 'a single file half translated stays Portuguese',
      collection: 'history',
      portuguese: { data: { title: 'Histórico', intro: 'Desde 1973' } },
      result: translation({ title: 'History', intro: 'Desde 1973' }, 1, 2),
      shown: { data: { title: 'Histórico', intro: 'Desde 1973' } },
    },
    {
      name: 'a file with nothing to translate stays as it is',
      collection: 'advisers',
      portuguese: { data: [{ id: 'a', name: 'Ana' }] },
      result: translation([{ id: 'a', name: 'Ana' }], 0, 0, [false]),
      shown: { data: [{ id: 'a', name: 'Ana' }] },
    },
    {
      name: 'a list file with one entry left stays Portuguese as a whole',
      collection: 'faq',
      portuguese: {
        data: [
          { id: 'a', question: 'Quem?' },
          { id: 'b', question: 'Quando?' },
        ],
      },
      result: translation(
        [
          { id: 'a', question: 'Who?' },
          { id: 'b', question: 'Quando?' },
        ],
        1,
        2,
        [true, false],
      ),
      shown: {
        data: [
          { id: 'a', question: 'Quem?' },
          { id: 'b', question: 'Quando?' },
        ],
      },
    },
    {
      name: 'a file of pages shows each wholly translated page',
      collection: 'placeholders',
      portuguese: {
        data: [
          { path: '/a', title: 'Bolsas' },
          { path: '/b', title: 'Defesas' },
        ],
      },
      result: translation(
        [
          { path: '/a', title: 'Grants' },
          { path: '/b', title: 'Defesas' },
        ],
        1,
        2,
        [true, false],
      ),
      shown: {
        data: [
          { path: '/a', title: 'Grants' },
          { path: '/b', title: 'Defesas' },
        ],
      },
    },
    {
      name: 'a news post wholly translated, front matter and text',
      collection: 'news',
      portuguese: { data: { title: 'Simpósio' }, body: 'Texto' },
      result: translation({ data: { title: 'Symposium' }, body: 'Text' }, 2, 2),
      shown: { data: { title: 'Symposium' }, body: 'Text' },
    },
    {
      name: 'a news post with its text left stays Portuguese',
      collection: 'news',
      portuguese: { data: { title: 'Simpósio' }, body: 'Texto' },
      result: translation({ data: { title: 'Symposium' }, body: 'Texto' }, 1, 2),
      shown: { data: { title: 'Simpósio' }, body: 'Texto' },
    },
  ];
  it.each(cases)('$name', ({ collection, portuguese, result, shown }) => {
    expect(shownContent(collection, portuguese, result)).toEqual(shown);
  });
});

describe('translatedPages: a page is translated when everything it shows is', () => {
  /** A language whose files named in `done` are wholly translated, and no other. */
  const SECTION = 'sections/candidatos.yaml';
  const language = (done: readonly string[]): LanguageTranslation => ({
    files: new Map(
      [
        ...EVERY_PAGE_FILES,
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
  const advisersPage = [...EVERY_PAGE_FILES, 'advisers-page.yaml', 'advisor-areas.yaml'];
  const cases = [
    {
      name: 'its own files, the shared ones and the interface',
      languages: { en: advisersPage },
      interfaceDone: ['en'],
      shell: ['en'],
      pages: { '/orientadores': ['en'], ...Object.fromEntries(INTERFACE_PAGES.map((path) => [path, ['en']])) },
    },
    {
      name: 'not while the interface is not',
      languages: { en: advisersPage },
      interfaceDone: [],
      shell: [],
      pages: {},
    },
    {
      name: 'not while a file every page shows is not',
      languages: { en: advisersPage.filter((file) => file !== 'navigation.yaml') },
      interfaceDone: ['en'],
      shell: [],
      pages: {},
    },
    {
      name: 'the shell alone, while no page is',
      languages: { en: EVERY_PAGE_FILES },
      interfaceDone: ['en'],
      shell: ['en'],
      pages: Object.fromEntries(INTERFACE_PAGES.map((path) => [path, ['en']])),
    },
    {
      name: 'a page below a section once the section is, its title being in the breadcrumbs',
      languages: {
        en: [...EVERY_PAGE_FILES, 'faq-page.yaml', 'faq.yaml'],
        es: [...EVERY_PAGE_FILES, 'faq-page.yaml', 'faq.yaml', SECTION],
      },
      interfaceDone: ['en', 'es'],
      shell: ['en', 'es'],
      pages: {
        '/candidatos': ['es'],
        '/candidatos/faq': ['es'],
        ...Object.fromEntries(INTERFACE_PAGES.map((path) => [path, ['en', 'es']])),
      },
    },
    {
      name: 'each language on its own',
      languages: { en: advisersPage, es: [...EVERY_PAGE_FILES, 'awards.yaml'] },
      interfaceDone: ['en', 'es'],
      shell: ['en', 'es'],
      pages: {
        '/orientadores': ['en'],
        '/premios': ['es'],
        ...Object.fromEntries(INTERFACE_PAGES.map((path) => [path, ['en', 'es']])),
      },
    },
  ];
  it.each(cases)('$name', ({ languages, interfaceDone, shell, pages }) => {
    const translations = new Map(Object.entries(languages).map(([code, done]) => [code, language(done)]));
    expect(translatedPages(translations, (code) => interfaceDone.includes(code))).toEqual({ shell, pages });
  });
});
