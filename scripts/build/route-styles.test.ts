import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  entryImports,
  languageTemplate,
  modulesForRoutes,
  routeIdOfFile,
  splitChunksByRouteId,
  stylesheetsForRoutes,
  type Manifest,
  moduleFiles,
} from './route-styles.ts';

describe('routeIdOfFile', () => {
  it.each([
    ['src/routes/index.tsx', '/'],
    ['src/routes/__root.tsx', '__root__'],
    ['src/routes/orientadores.tsx', '/orientadores'],
    ['src/routes/candidatos/index.tsx', '/candidatos/'],
    ['src/routes/candidatos/faq.tsx', '/candidatos/faq'],
    ['src/routes/candidatos/$slug.tsx', '/candidatos/$slug'],
  ])('%s → %s', (file, id) => {
    expect(routeIdOfFile(file)).toBe(id);
  });
});

describe('stylesheetsForRoutes', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
    '_Card.js': { file: 'assets/Card.js', css: ['assets/Card.css'] },
    '_Hero.js': { file: 'assets/Hero.js', imports: ['index.html'], css: ['assets/Hero.css'] },
    'src/routes/index.tsx?tsr-split=component': {
      file: 'assets/home.js',
      imports: ['index.html', '_Card.js', '_Hero.js'],
      css: ['assets/home.css'],
    },
    'src/routes/contato.tsx?tsr-split=component': { file: 'assets/contato.js', imports: ['_Card.js'] },
    'src/routes/faq.tsx?tsr-split=component': {
      file: 'assets/faq.js',
      imports: ['_Hero.js', 'index.html'],
      css: ['assets/index.css'],
    },
  };

  it('lists shared chunks before the route, once each, without the entry stylesheet', () => {
    expect(stylesheetsForRoutes(manifest, ['__root__', '/'])).toEqual([
      'assets/Card.css',
      'assets/Hero.css',
      'assets/home.css',
    ]);
    expect(stylesheetsForRoutes(manifest, ['/faq'])).toEqual(['assets/Hero.css']);
  });

  it('a route without styles of its own gets those of its imports', () => {
    expect(stylesheetsForRoutes(manifest, ['/contato'])).toEqual(['assets/Card.css']);
  });

  it('a route the manifest does not split needs nothing more', () => {
    expect(stylesheetsForRoutes(manifest, ['/nao-existe'])).toEqual([]);
  });
});

describe('modulesForRoutes', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js'] },
    '_framework.js': { file: 'assets/framework.js' },
    '_Card.js': { file: 'assets/Card.js', imports: ['_framework.js', '_icons.js'] },
    '_icons.js': { file: 'assets/icons.js' },
    '_Hero.js': { file: 'assets/Hero.js', imports: ['index.html'] },
    'src/routes/index.tsx?tsr-split=component': {
      file: 'assets/home.js',
      imports: ['index.html', '_Card.js', '_Hero.js'],
    },
    'src/routes/contato.tsx?tsr-split=component': { file: 'assets/contato.js', imports: ['_Card.js'] },
    // A route that bundles its loader with its component (codeSplitGroupings).
    'src/routes/projetos/$slug.tsx?tsr-split=component---loader': {
      file: 'assets/slug.js',
      imports: ['index.html', '_Hero.js'],
    },
  };

  it.each([
    [
      'the home page: imports before the chunk, once each',
      ['__root__', '/'],
      ['assets/icons.js', 'assets/Card.js', 'assets/Hero.js', 'assets/home.js'],
    ],
    [
      'two routes sharing a chunk list it once',
      ['/', '/contato'],
      ['assets/icons.js', 'assets/Card.js', 'assets/Hero.js', 'assets/home.js', 'assets/contato.js'],
    ],
    ['a route whose loader travels with its component', ['/projetos/$slug'], ['assets/Hero.js', 'assets/slug.js']],
    ['a route the manifest does not split', ['/nao-existe'], []],
  ])('%s', (_case, routeIds, expected) => {
    const modules = modulesForRoutes(manifest, routeIds);
    expect(modules).toEqual(expected);
    // Never the entry or what it imports itself: those are loaded before any page code runs.
    expect(modules).not.toContain('assets/index.js');
    expect(modules).not.toContain('assets/framework.js');
  });
});

describe('entryImports', () => {
  it.each<[string, Manifest, string[]]>([
    [
      'imports of imports too, each once, a chunk’s imports before it, never the entry',
      {
        'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js', '_ui.js'] },
        '_framework.js': { file: 'assets/framework.js', imports: ['_runtime.js'] },
        '_runtime.js': { file: 'assets/runtime.js' },
        '_ui.js': { file: 'assets/ui.js', imports: ['_framework.js', '_icons.js'] },
        '_icons.js': { file: 'assets/icons.js' },
        'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['index.html'] },
      },
      ['assets/runtime.js', 'assets/framework.js', 'assets/icons.js', 'assets/ui.js'],
    ],
    ['an entry with no imports', { 'index.html': { file: 'assets/index.js', isEntry: true } }, []],
  ])('%s', (_case, manifest, expected) => {
    expect(entryImports(manifest)).toEqual(expected);
  });
});

describe("a language's copy", () => {
  // One build, two entries: Portuguese's (index.html) and English's copy (scripts/build/language-graphs.ts).
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-pt.js',
      isEntry: true,
      imports: ['_framework.js'],
      css: ['assets/index-a.css'],
    },
    '_framework.js': { file: 'assets/framework-pt.js', css: ['assets/shell-b.css'] },
    'src/main.tsx?lang=en': { file: 'assets/main-en.js', isEntry: true, imports: ['_framework-en.js'] },
    '_framework-en.js': { file: 'assets/framework-en.js', css: ['assets/shell-c.css'] },
    'src/routes/candidatos/faq.tsx?tsr-split=component': { file: 'assets/faq-pt.js', imports: ['_framework.js'] },
    'src/routes/candidatos/faq.tsx?tsr-split=component&lang=en': {
      file: 'assets/faq-en.js',
      imports: ['_framework-en.js'],
    },
  };
  const link = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
  // As Vite writes them: a chunk's imports' stylesheets before its own.
  const html = `<head>${link('assets/shell-b.css')}\n${link('assets/index-a.css')}</head><script type="module" crossorigin src="/assets/index-pt.js"></script>`;

  it('loads its own entry and its imports, never Portuguese’s', () => {
    expect(entryImports(manifest, 'en')).toEqual(['assets/framework-en.js']);
    expect(entryImports(manifest)).toEqual(['assets/framework-pt.js']);
    expect(modulesForRoutes(manifest, ['/candidatos/faq'], 'en')).toEqual(['assets/faq-en.js']);
    expect(splitChunksByRouteId(manifest, 'en').get('/candidatos/faq')).toBe(
      'src/routes/candidatos/faq.tsx?tsr-split=component&lang=en',
    );
  });

  it('gets the page template with its entry and its entry’s stylesheets in place of Portuguese’s', () => {
    expect(languageTemplate(html, manifest, 'en')).toBe(
      `<head>${link('assets/shell-c.css')}\n</head><script type="module" crossorigin src="/assets/main-en.js"></script>`,
    );
    expect(languageTemplate(html, manifest)).toBe(html);
  });
});

describe('moduleFiles', () => {
  const manifest = {
    'src/main.tsx': { file: 'assets/index.js', isEntry: true },
    'src/lib/language-packs/en.ts': { file: 'assets/en-abc.js' },
    'src/lib/language-packs/pt.ts': { file: 'assets/pt-def.js' },
  };

  it.each([
    [['src/lib/language-packs/en.ts'], ['assets/en-abc.js']],
    [
      ['src/lib/language-packs/en.ts', 'src/lib/language-packs/pt.ts'],
      ['assets/en-abc.js', 'assets/pt-def.js'],
    ],
    [['src/lib/language-packs/es.ts'], []],
    [[], []],
  ])('%j → %j', (modules, files) => {
    expect(moduleFiles(manifest, modules)).toEqual(files);
  });
});

// The manifest keys of the routes' split chunks are the ids the router plugin gives them
// ('src/routes/contato.tsx?tsr-split=component'), its own naming (docs/decisions.md, "Contracts
// with libraries' internals"). This has the installed plugin's code splitter split two of the
// site's routes, one with its loader grouped with its component, and reads their ids back.
describe("the router plugin's ids for split chunks", () => {
  const PLUGIN = resolve('node_modules/@tanstack/router-plugin');
  const { version } = JSON.parse(readFileSync(resolve(PLUGIN, 'package.json'), 'utf8')) as { version: string };
  const SPLITTER = resolve(PLUGIN, 'dist/esm/core/code-splitter/compilers.js');
  const CONSTANTS = resolve(PLUGIN, 'dist/esm/core/constants.js');
  type Splitter = {
    compileCodeSplitReferenceRoute: (options: Record<string, unknown>) => { code: string } | null;
    detectCodeSplitGroupingsFromRoute: (options: { code: string }) => { groupings?: string[][] };
  };

  it.each([
    ['src/routes/contato.tsx', '/contato'],
    ['src/routes/noticias/$slug.tsx', '/noticias/$slug'],
  ])('are what splitChunksByRouteId reads: %s', async (file, routeId) => {
    const moved = `@tanstack/router-plugin ${version} moved its code splitter (${relative('.', SPLITTER)})`;
    const splitter = (await import(pathToFileURL(SPLITTER).href).catch(() => ({}))) as Partial<Splitter>;
    const { defaultCodeSplitGroupings } = (await import(pathToFileURL(CONSTANTS).href).catch(() => ({}))) as {
      defaultCodeSplitGroupings?: string[][];
    };
    expect(splitter.compileCodeSplitReferenceRoute && defaultCodeSplitGroupings, moved).toBeTruthy();
    const code = readFileSync(file, 'utf8');
    const id = resolve(file);
    const compiled = splitter.compileCodeSplitReferenceRoute!({
      code,
      codeSplitGroupings: splitter.detectCodeSplitGroupingsFromRoute!({ code }).groupings ?? defaultCodeSplitGroupings,
      targetFramework: 'react',
      filename: id,
      id,
      isProduction: true,
      addHmr: false,
    });
    // Vite's manifest names a chunk by its module's id relative to the project.
    const ids = [...(compiled?.code ?? '').matchAll(/import\(["']([^"']+)["']\)/g)].map(([, split]) => split!);
    const keys = [...new Set(ids)].map((split) => relative('.', split));
    const manifest: Manifest = Object.fromEntries(keys.map((key) => [key, { file: 'assets/page.js' }]));
    expect(
      [...splitChunksByRouteId(manifest).keys()],
      `@tanstack/router-plugin ${version} names ${file}'s split chunks ${JSON.stringify(keys)}, which SPLIT_CHUNK (scripts/build/route-styles.ts) does not read as its component's`,
    ).toEqual([routeId]);
  });
});
