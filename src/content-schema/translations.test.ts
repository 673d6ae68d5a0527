import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collections } from './collections';
import { contentPages, translateLanguage } from './translation-files';
import { holdsTranslatable, objectShape, objectUnits, translateFile, type ContentFile } from './translations';

const faqPortuguese: ContentFile = {
  data: [
    { id: 'prazo', question: 'Qual é o prazo?', answer: 'Dois anos.' },
    { id: 'bolsa', question: 'Há bolsas?', answer: 'Sim.' },
  ],
};

describe('which fields translate', () => {
  it.each([
    ['faq', 'question', true],
    ['faq', 'id', false],
    ['advisers', 'name', false],
    ['advisers', 'photo', false],
    ['news', 'title', true],
    ['news', 'author', false],
    ['publications', 'journal', false],
    ['publications', 'imageAlt', true],
    ['navigation', 'links', true],
    ['contact', 'secretariatTimes', false],
    ['contact', 'subwayStations', true],
    ['programme', 'capesFigure', true],
    ['programme', 'startYear', false],
  ] as const)('%s.%s: %s', (collection, field, expected) => {
    expect(holdsTranslatable(objectShape(collections[collection].schema)![field]!)).toBe(expected);
  });
});

describe('a translation laid over its Portuguese file', () => {
  it('replaces the translated fields of the entries it names, by id, and counts what is left', () => {
    const result = translateFile(collections.faq, 'faq.yaml', faqPortuguese, {
      data: [{ id: 'bolsa', question: 'Are there grants?', answer: 'Yes.' }],
    });
    expect(result.problems).toEqual([]);
    expect(result.merged).toEqual([
      { id: 'prazo', question: 'Qual é o prazo?', answer: 'Dois anos.' },
      { id: 'bolsa', question: 'Are there grants?', answer: 'Yes.' },
    ]);
    expect(result.fields).toEqual({ translated: 2, total: 4 });
    expect(result.entries).toEqual({ translated: 1, total: 2 });
    expect(result.entryDone).toEqual([false, true]);
  });

  it('with no translation, is the Portuguese file, nothing translated', () => {
    const result = translateFile(collections.faq, 'faq.yaml', faqPortuguese, undefined);
    expect(result.merged).toEqual(faqPortuguese.data);
    expect(result.fields).toEqual({ translated: 0, total: 4 });
    expect(result.entries).toEqual({ translated: 0, total: 2 });
  });

  it('keeps Portuguese where a field is left out: an entry half translated', () => {
    const result = translateFile(collections.faq, 'faq.yaml', faqPortuguese, {
      data: [{ id: 'prazo', question: 'How long?' }],
    });
    expect((result.merged as { answer: string }[])[0]).toEqual({
      id: 'prazo',
      question: 'How long?',
      answer: 'Dois anos.',
    });
    expect(result.entries.translated).toBe(0);
  });

  it('translates a single file by its keys, nested groups included', () => {
    const portuguese = {
      data: { title: 'Perguntas', subtitle: 'Dúvidas comuns', intro: 'Leia antes.' },
    };
    const result = translateFile(collections.faqPage, 'faq-page.yaml', portuguese, {
      data: { title: 'Questions', subtitle: 'Common doubts' },
    });
    expect(result.problems).toEqual([]);
    expect(result.merged).toEqual({ title: 'Questions', subtitle: 'Common doubts', intro: 'Leia antes.' });
    expect(result.fields).toEqual({ translated: 2, total: 3 });
    expect(result.entries).toEqual({ translated: 0, total: 1 });
  });

  it('translates a list of texts by position', () => {
    const portuguese = { data: { master: ['Diploma.', 'Projeto.'], doctorate: ['Mestrado.'] } };
    const requirements = {
      pattern: 'x.yaml',
      single: true,
      schema: objectShape(collections.programme.schema)!.requirements!,
    };
    const result = translateFile(requirements, 'x.yaml', portuguese, { data: { master: ['Degree.'] } });
    expect(result.problems).toEqual([]);
    expect(result.merged).toEqual({ master: ['Degree.', 'Projeto.'], doctorate: ['Mestrado.'] });
    expect(result.fields).toEqual({ translated: 1, total: 3 });
  });

  it('translates a news post: its front matter by keys and its body', () => {
    const portuguese = {
      data: { slug: 'simposio', title: 'Simpósio', excerpt: 'Resumo.', category: 'Eventos', imageAlt: 'Arte.' },
      body: 'Texto.',
    };
    const result = translateFile(collections.news, 'news/simposio.mdx', portuguese, {
      data: { title: 'Symposium', excerpt: 'Summary.', category: 'Events', imageAlt: 'Art.' },
      body: 'Text.',
    });
    expect(result.problems).toEqual([]);
    expect(result.merged).toEqual({
      data: { slug: 'simposio', title: 'Symposium', excerpt: 'Summary.', category: 'Events', imageAlt: 'Art.' },
      body: 'Text.',
    });
    expect(result.fields).toEqual({ translated: 5, total: 5 });
    expect(result.entryDone).toEqual([true]);
  });
});

describe('a translation that does not fit names the entry, the field and the mistake', () => {
  it.each([
    [
      'an id the Portuguese file lacks',
      [{ id: 'nope', question: 'Q?' }],
      { source: '[id: nope]', message: 'id nope não existe em content/faq.yaml' },
    ],
    [
      'an entry without its id',
      [{ question: 'Q?' }],
      { source: '[0]', message: 'falta id: é ele que diz qual entrada do original se traduz' },
    ],
    [
      'the same id twice',
      [
        { id: 'prazo', question: 'A?' },
        { id: 'prazo', question: 'B?' },
      ],
      { source: '[id: prazo]', message: 'id prazo aparece duas vezes' },
    ],
    [
      'an unknown field',
      [{ id: 'prazo', questao: 'Q?' }],
      { source: '[id: prazo].questao', message: 'campo desconhecido: questao (confira o nome)' },
    ],
    [
      'an empty text',
      [{ id: 'prazo', question: '  ' }],
      { source: '[id: prazo].question', message: 'a tradução deve ser um texto, e não pode ficar vazia' },
    ],
    [
      'a number where a text goes',
      [{ id: 'prazo', answer: 2 }],
      { source: '[id: prazo].answer', message: 'a tradução deve ser um texto, e não pode ficar vazia' },
    ],
    [
      'a file that is not a list',
      { id: 'prazo', question: 'Q?' },
      { source: '', message: 'a tradução deve ser uma lista de entradas, como o arquivo em português' },
    ],
  ])('faq.yaml: %s', (_case, translation, problem) => {
    const result = translateFile(collections.faq, 'faq.yaml', faqPortuguese, { data: translation });
    expect(result.problems).toEqual([problem]);
    // Whatever does not fit stays Portuguese.
    expect(JSON.stringify(result.merged)).not.toContain('Q?');
  });

  it.each([
    [
      'a field that is not translated (a link’s address)',
      { hero: { primary: { path: '/en/contato' } } },
      {
        source: 'hero.primary.path',
        message: 'path não se traduz: fica como está em content/home.yaml (apague-o da tradução)',
      },
    ],
    [
      'a field the Portuguese file leaves out',
      { hero: { title: 'Hi', ghost: 'x' } },
      { source: 'hero.ghost', message: 'campo desconhecido: ghost (confira o nome)' },
    ],
    [
      'a group written as a text',
      { hero: 'Welcome' },
      { source: 'hero', message: 'deve ser um grupo de campos, como no arquivo em português' },
    ],
    [
      'a longer list than the original',
      { highlights: [{ title: 'A' }, { title: 'B' }] },
      {
        source: 'highlights',
        message: 'a tradução tem 2 itens e o original, 1: traduza item por item, na mesma ordem',
      },
    ],
  ])('home.yaml: %s', (_case, translation, problem) => {
    const portuguese = {
      data: {
        hero: { title: 'Olá', primary: { label: 'Ir', path: '/contato' } },
        highlights: [{ title: 'Um', description: 'Texto', icon: 'users', path: '/contato' }],
      },
    };
    const result = translateFile(collections.home, 'home.yaml', portuguese, { data: translation });
    expect(result.problems).toEqual([problem]);
  });

  it('advisers.yaml: a name is not translated', () => {
    const portuguese = { data: [{ id: 'ana-lima', name: 'Profa. Dra. Ana Lima' }] };
    const result = translateFile(collections.advisers, 'advisers.yaml', portuguese, {
      data: [{ id: 'ana-lima', name: 'Prof. Dr. Ana Lima' }],
    });
    expect(result.problems).toEqual([
      {
        source: '[id: ana-lima].name',
        message: 'name não se traduz: fica como está em content/advisers.yaml (apague-o da tradução)',
      },
    ]);
  });

  it('programme-page.yaml: tabs are matched by their id, not their place', () => {
    const portuguese = {
      data: {
        title: 'Programa',
        subtitle: 'Sobre',
        tabs: [
          { id: 'ccp', label: 'CCP', title: 'Comissão' },
          { id: 'regras', label: 'Regras', title: 'Regimento' },
        ],
      },
    };
    const result = translateFile(collections.programmePage, 'programme-page.yaml', portuguese, {
      data: {
        tabs: [
          { id: 'regras', label: 'Rules' },
          { id: 'outra', label: 'Other' },
        ],
      },
    });
    expect(result.problems).toEqual([
      { source: 'tabs[id: outra]', message: 'id outra não existe em content/programme-page.yaml' },
    ]);
    expect((result.merged as { tabs: { label: string }[] }).tabs.map((tab) => tab.label)).toEqual(['CCP', 'Rules']);
  });
});

describe('objectUnits: an object file’s own fields, and each item of its lists matched by id', () => {
  const portuguese = {
    title: 'Programa',
    subtitle: 'Sobre',
    tabs: [
      { id: 'ccp', label: 'CCP', title: 'Comissão' },
      { id: 'regras', label: 'Regras', title: 'Regimento' },
    ],
  };
  it.each([
    ['nothing translated', {}, { own: false, lists: { tabs: [false, false] } }],
    [
      'one tab whole',
      { tabs: [{ id: 'regras', label: 'Rules', title: 'By-laws' }] },
      { own: false, lists: { tabs: [false, true] } },
    ],
    ['one tab in part', { tabs: [{ id: 'regras', label: 'Rules' }] }, { own: false, lists: { tabs: [false, false] } }],
    ['its own fields only', { title: 'Programme', subtitle: 'About' }, { own: true, lists: { tabs: [false, false] } }],
  ] as const)('%s', (_name, translation, units) => {
    expect(objectUnits(collections.programmePage, portuguese, translation)).toEqual(units);
  });
});

describe('a language’s files', () => {
  const root = mkdtempSync(join(tmpdir(), 'translations-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('faq-page.yaml', 'title: Perguntas\nsubtitle: Dúvidas\n');
  write(
    'faq.yaml',
    '- id: prazo\n  question: Prazo?\n  answer: Dois anos.\n- id: bolsa\n  question: Bolsa?\n  answer: Sim.\n',
  );
  write(
    'placeholders.yaml',
    '- path: /area-aluno/estagios\n  title: Estágios\n  icon: users\n- path: /area-aluno/bolsas\n  title: Bolsas\n  icon: users\n',
  );
  write('news/simposio.mdx', '---\nslug: simposio\ntitle: Simpósio\n---\n\nTexto.\n');
  write('en/faq-page.yaml', 'title: Questions\nsubtitle: Doubts\n');
  write('en/faq.yaml', '- id: prazo\n  question: Deadline?\n  answer: Two years.\n');
  write('en/placeholders.yaml', '- path: /area-aluno/bolsas\n  title: Grants\n');
  write('en/news/other.mdx', '---\ntitle: Other\n---\n');
  write('en/README.md', 'not content');

  const english = translateLanguage(collections, root, 'en');

  it('names a translation with no Portuguese file to translate', () => {
    expect(english.problems).toEqual([
      {
        file: 'en/news/other.mdx',
        message: 'não há content/news/other.mdx para traduzir: o arquivo da tradução tem o nome e a pasta do original',
      },
    ]);
  });

  it('says which pages are wholly translated: by their own files and areas, or their entry of a list', () => {
    const pages = contentPages(english, 'en', (_language, area) => area === 'candidates').filter((page) =>
      ['/candidatos/faq', '/area-aluno/estagios', '/area-aluno/bolsas', '/noticias/simposio'].includes(page.path),
    );
    expect(pages).toEqual([
      { path: '/area-aluno/bolsas', translated: true, missing: [] },
      { path: '/area-aluno/estagios', translated: false, missing: ['placeholders.yaml [path: /area-aluno/estagios]'] },
      {
        path: '/candidatos/faq',
        translated: false,
        missing: ['faq.yaml [id: bolsa]', 'locales/en/contact.json'],
      },
      { path: '/noticias/simposio', translated: false, missing: ['news/simposio.mdx'] },
    ]);
  });
});
