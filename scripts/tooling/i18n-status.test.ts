import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { areaDoneIn, flattenKeys, interfaceStatus, translatedAreas } from '../../src/content-schema/interface-strings';
import { formatStatus, isComplete, languageStatus, outOfDate, parseArguments } from './i18n-status';

const root = mkdtempSync(join(tmpdir(), 'i18n-status-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

describe('interface keys', () => {
  it('flattens nested strings to dotted keys', () => {
    expect([...flattenKeys({ a: 'x', b: { c: 'y', d: { e: 'z' } } })]).toEqual([
      ['a', 'x'],
      ['b.c', 'y'],
      ['b.d.e', 'z'],
    ]);
  });

  it('counts, per file, the Portuguese keys a language translates, and names keys Portuguese lacks', () => {
    write(
      'interface/pt/common.json',
      JSON.stringify({ home: 'Início', menu: { open: 'Abrir', close: 'Fechar' }, days: ['Seg', 'Ter'], none: ['Sem'] }),
    );
    write('interface/pt/search.json', JSON.stringify({ title: 'Busca' }));
    write(
      'interface/en/common.json',
      JSON.stringify({ home: 'Home', menu: { open: ' ' }, days: ['Mon', 'Tue'], none: [''], extra: 'Extra' }),
    );
    expect(interfaceStatus(join(root, 'interface'), 'en')).toEqual([
      { file: 'common.json', keys: { translated: 2, total: 5 }, unknown: ['extra'], staffOnly: false },
      { file: 'search.json', keys: { translated: 0, total: 1 }, unknown: [], staffOnly: false },
    ]);
  });

  it('finds each area wholly translated on its own', () => {
    write('areas/pt/layout.json', JSON.stringify({ menu: 'Menu', search: 'Buscar' }));
    write('areas/pt/search.json', JSON.stringify({ title: 'Busca' }));
    write('areas/pt/cms.json', JSON.stringify({ title: 'Gerenciamento de conteúdo' }));
    write('areas/en/layout.json', JSON.stringify({ menu: 'Menu', search: 'Search' }));
    write('areas/en/search.json', JSON.stringify({ title: ' ' }));
    expect([...translatedAreas(join(root, 'areas'), 'en')]).toEqual(['layout']);
    write('areas/en/layout.json', JSON.stringify({ menu: 'Menu' }));
    write('areas/en/search.json', JSON.stringify({ title: 'Search' }));
    expect([...translatedAreas(join(root, 'areas'), 'en')]).toEqual(['search']);
    expect(areaDoneIn(join(root, 'areas'))('en', 'search')).toBe(true);
  });
});

describe('translations out of date', () => {
  it('are those last changed before the file they translate; a file git never saw is neither', () => {
    const dates: Record<string, number> = { 'en/a.yaml': 10, 'a.yaml': 20, 'en/b.yaml': 30, 'b.yaml': 20 };
    const pairs: [string, string][] = [
      ['en/a.yaml', 'a.yaml'],
      ['en/b.yaml', 'b.yaml'],
      ['en/c.yaml', 'c.yaml'],
    ];
    expect(outOfDate(pairs, (path) => dates[path])).toEqual(['en/a.yaml']);
  });
});

describe('the command line', () => {
  it.each([
    [[], { languages: ['en', 'es'], strict: false }],
    [['en'], { languages: ['en'], strict: false }],
    [['es', '--strict'], { languages: ['es'], strict: true }],
    [['--strict'], { languages: ['en', 'es'], strict: true }],
    [['pt'], 'unknown language "pt": use one of en, es'],
    [['fr'], 'unknown language "fr": use one of en, es'],
    [['--help'], { help: true }],
    [['en', '-h'], { help: true }],
  ])('%j → %j', (args, expected) => {
    expect(parseArguments(args)).toEqual(expected);
  });
});

describe('a language’s status', () => {
  write('content/faq-page.yaml', 'title: Perguntas\nsubtitle: Dúvidas\n');
  write(
    'content/faq.yaml',
    '- id: prazo\n  question: Prazo?\n  answer: Dois anos.\n- id: bolsa\n  question: Bolsa?\n  answer: Sim.\n',
  );
  write('content/es/faq-page.yaml', 'title: Preguntas\nsubtitle: Dudas\n');
  write(
    'content/es/faq.yaml',
    '- id: prazo\n  question: ¿Plazo?\n  answer: Dos años.\n- id: nada\n  question: ¿Nada?\n',
  );
  write('locales/pt/common.json', JSON.stringify({ home: 'Início' }));
  write('locales/es/common.json', JSON.stringify({ home: 'Inicio' }));
  // The FAQ page's own interface areas: one translated, one not yet.
  write('locales/pt/candidates.json', JSON.stringify({ title: 'Candidatos' }));
  write('locales/es/candidates.json', JSON.stringify({ title: 'Candidatos' }));
  write('locales/pt/contact.json', JSON.stringify({ phone: 'Telefone' }));

  it('counts fields and entries per file, pages wholly translated, and what the build refuses', () => {
    const status = languageStatus('es', root);
    expect(status.content).toEqual([
      { file: 'faq-page.yaml', fields: { translated: 2, total: 2 }, entries: undefined, translated: true },
      { file: 'faq.yaml', fields: { translated: 2, total: 4 }, entries: { translated: 1, total: 2 }, translated: true },
    ]);
    expect(status.pages.find((page) => page.path === '/candidatos/faq')).toEqual({
      path: '/candidatos/faq',
      translated: false,
      missing: ['faq.yaml [id: bolsa]', 'locales/es/contact.json'],
    });
    expect(status.problems).toEqual([
      { file: 'es/faq.yaml', source: '[id: nada]', message: 'id nada não existe em content/faq.yaml' },
    ]);
    expect(isComplete(status)).toBe(false);
    const report = formatStatus(status);
    expect(report).toContain('Español (es)');
    expect(report).toContain('interface: 2 / 3 keys translated (locales/es/)');
    expect(report).toContain('content: 4 / 6 fields translated (content/es/)');
    expect(report).toMatch(/faq\.yaml +entries 1 \/ 2 +fields 2 \/ 4/);
    expect(report).toContain('content/es/faq.yaml  [id: nada]  id nada não existe em content/faq.yaml');
    expect(report).toMatch(/^ {4}\/candidatos\/faq +faq\.yaml \[id: bolsa\], locales\/es\/contact\.json$/m);
    expect(report).toContain(
      'shell (header, menus, footer), still to translate: navigation.yaml, programme.yaml, contact.yaml, locales/es/layout.json',
    );
  });

  it('is complete when every key and field is translated and nothing is refused', () => {
    write(
      'content/es/faq.yaml',
      '- id: prazo\n  question: ¿Plazo?\n  answer: Dos años.\n- id: bolsa\n  question: ¿Beca?\n  answer: Sí.\n',
    );
    write('locales/es/contact.json', JSON.stringify({ phone: 'Teléfono' }));
    const status = languageStatus('es', root);
    expect(status.problems).toEqual([]);
    expect(status.pages.find((page) => page.path === '/candidatos/faq')?.translated).toBe(true);
    expect(isComplete(status)).toBe(true);
  });
});

describe('npm run i18n:status on the project', () => {
  it('reports English and Spanish untranslated today, and --strict fails on it', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/tooling/i18n-status.ts', '--strict'], {
      encoding: 'utf8',
    });
    expect(run.stdout).toMatch(/^English \(en\)\n {2}interface: 0 \/ \d+ keys translated/);
    expect(run.stdout).toContain('Español (es)');
    expect(run.stdout).toMatch(/content: 0 \/ \d+ fields translated \(content\/en\/\)/);
    expect(run.stdout).toMatch(/pages translated: 0 \/ \d+/);
    expect(run.stdout).toContain('shell (header, menus, footer), still to translate: navigation.yaml');
    // Empty files translate nothing, so none is out of date; a file with nothing to translate is left out.
    expect(run.stdout).toContain('out of date: none');
    expect(run.stdout).not.toContain('advisers.yaml ');
    expect(run.stderr).toContain('--strict: something is left to translate');
    expect(run.status).toBe(1);
  });

  it('--help says what it counts and how to call it, and exits 0', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/tooling/i18n-status.ts', '--help'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('npm run i18n:status [-- <language>...] [-- --strict]');
    expect(run.stdout).toMatch(/--strict +exit with status 1/);
  });
});
