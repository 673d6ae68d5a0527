import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  entryLoader,
  fontPreloadTag,
  loaderEntry,
  loaderModules,
  optimiseTemplate,
  PAGE_MODULES,
  printStylesheetTag,
  VITE_HTML,
  viteHtmlProblems,
  withPageModules,
} from './page-template.ts';

const built = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <!-- Sets the theme before first paint:
         a note for developers. -->
    <script>
      // Why this line is here.
      theme();
      if (x)
        y();
    </script>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/a.js">
    <link rel="modulepreload" crossorigin href="/assets/b.js">
    <link rel="stylesheet" crossorigin href="/assets/style-x.css">
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;

describe('optimiseTemplate', () => {
  let out = '';
  beforeAll(() => {
    out = optimiseTemplate(built);
  });

  it('puts the stylesheet before every script', () => {
    expect(out.indexOf('style-x.css')).toBeGreaterThan(-1);
    expect(out.indexOf('style-x.css')).toBeLessThan(out.indexOf('<script'));
    expect(out.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('drops the modulepreload links', () => {
    expect(out).not.toContain('<link rel="modulepreload"');
  });

  it('loads the entry module after the first frame instead of from the parser', () => {
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain(entryLoader('/assets/index-abc.js'));
    expect(entryLoader('/assets/index-abc.js')).toContain('"/assets/index-abc.js"');
  });

  it('keeps everything else, without the notes for developers', () => {
    expect(out).toContain('<script>theme();\nif (x)\ny();</script>');
    expect(out).toContain('<!--app-head-->');
    expect(out).toContain('<div id="root"><!--app-html--></div>');
    expect(out).not.toMatch(/developers|Why this line/);
  });

  it.each([
    ['no entry script', built.replace(/<script type="module"[^\n]*\n/, '')],
    ['no stylesheet', built.replace(/<link rel="stylesheet"[^\n]*\n/, '')],
  ])('refuses a template with %s', (_name, html) => {
    expect(() => optimiseTemplate(html)).toThrow(/page template/);
  });

  it.each([
    ['a stylesheet', '<link crossorigin rel="stylesheet" href="/assets/other.css">', 'stylesheet'],
    ['a modulepreload', "<link rel='modulepreload' href='/assets/c.js'>", 'modulePreload'],
    ['the entry script', '<script crossorigin type="module" src="/assets/other.js"></script>', 'entryScript'],
  ])('refuses %s written in a shape the rewrites would miss, naming it', (_name, tag, kind) => {
    const html = built.replace('<!--app-head-->', `<!--app-head-->\n    ${tag}`);
    expect(viteHtmlProblems(html)).toEqual([
      `Vite wrote ${tag}, which VITE_HTML.${kind} (scripts/build/page-template.ts) does not match`,
    ]);
    expect(() => optimiseTemplate(html)).toThrow(`page template: Vite wrote ${tag}`);
  });

  it("takes no inline script's text for a tag", () => {
    const html = built.replace('theme();', `document.write('<link rel=stylesheet href="/x.css">');`);
    expect(viteHtmlProblems(html)).toEqual([]);
  });
});

// The rewrites find Vite's tags by how Vite writes them, a shape any Vite release may change
// (docs/decisions.md, "Contracts with libraries' internals"). This builds a small page with the
// installed Vite, with each kind of tag the site's index.html gets (the links vite.config.ts adds
// included, from the same descriptions), and checks the rewrites find every one.
describe("Vite's index.html, freshly built", () => {
  let html = '';

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vite-html-'));
    try {
      const files = {
        'index.html': built
          .replace(/\s*<script type="module"[^\n]*/, '')
          .replace(/\s*<link rel="(modulepreload|stylesheet)"[^\n]*/g, '')
          .replace('<!--app-head-->', '<!--app-head-->\n    <script type="module" src="/main.js"></script>'),
        'main.js': "import { shared } from './shared.js';\nimport './style.css';\nshared();\nimport('./page.js');\n",
        'page.js': "import { shared } from './shared.js';\nshared();\n",
        'shared.js': 'export const shared = () => document.title;\n',
        'style.css': 'body { margin: 0 }\n',
      };
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      const result = await build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        css: { postcss: {} },
        plugins: [
          {
            name: 'site-tags',
            transformIndexHtml: {
              order: 'post',
              handler: () => [printStylesheetTag('/assets/print.css'), fontPreloadTag('/assets/font.woff2')],
            },
          },
        ],
        build: {
          write: false,
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shared', test: /shared\.js$/ }] } } },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const page = outputs.flatMap(({ output }) => output).find((file) => file.fileName === 'index.html');
      html = page?.type === 'asset' ? String(page.source) : '';
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(Object.keys(VITE_HTML) as (keyof typeof VITE_HTML)[])('still holds the tag VITE_HTML.%s finds', (kind) => {
    expect(html, `Vite no longer writes a tag VITE_HTML.${kind} (scripts/build/page-template.ts) finds`).toMatch(
      VITE_HTML[kind],
    );
  });

  it('writes no tag of those kinds in another shape', () => {
    expect(viteHtmlProblems(html), 'the tags the page template would miss').toEqual([]);
  });

  it('becomes a template with the stylesheets and font first, and no module script or modulepreload', () => {
    const head = optimiseTemplate(html).split('</head>')[0]!;
    expect(head).toMatch(
      /<meta name="viewport"[^>]*>\s*<link rel="stylesheet" crossorigin href="[^"]+\.css">\s*<link rel="stylesheet" media="print"[^>]*>\s*<link rel="preload" as="font"/,
    );
    expect(head).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  });
});

describe('withPageModules', () => {
  let template = '';
  beforeAll(() => {
    template = optimiseTemplate(built);
  });

  it("writes the page's modules into the loader, as absolute paths after the entry", () => {
    const page = withPageModules(template, ['assets/Card.js', 'assets/home.js']);
    expect(page).not.toContain(PAGE_MODULES);
    const loader = /<script>\(function\(\)[\s\S]*?<\/script>/.exec(page)![0];
    expect(loaderModules(page)).toEqual(['/assets/Card.js', '/assets/home.js']);
    expect(loader.indexOf('/assets/index-abc.js')).toBeLessThan(loader.indexOf('/assets/Card.js'));
    expect(loader).toContain('l.rel="modulepreload"');
  });

  /** Runs a page's loader with just enough of a document to record what it inserts, in order. */
  function runLoader(page: string, performance: { now(): number } = globalThis.performance) {
    const inserted: { type?: string; rel?: string; href?: string; src?: string; onload?: () => void }[] = [];
    const script = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(page)![1]!;
    const document = {
      visibilityState: 'hidden',
      head: { appendChild: (node: (typeof inserted)[number]) => inserted.push(node) },
      createElement: () => ({}),
    };
    class MessageChannel {
      port1: { onmessage?: () => void } = {};
      port2 = { postMessage: () => queueMicrotask(() => this.port1.onmessage!()) };
    }
    new Function('document', 'MessageChannel', 'performance', script)(document, MessageChannel, performance);
    return inserted;
  }
  const settled = () => new Promise<void>((resolve) => setTimeout(resolve));
  const described = (node: { type?: string; rel?: string; href?: string; src?: string }) =>
    node.type === 'module' ? `script ${node.src}` : `${node.rel} ${node.href}`;

  it('links each module at its address, the entry first', async () => {
    const inserted = runLoader(withPageModules(template, ['assets/Card.js']));
    await settled();
    expect(inserted.map(described)).toEqual([
      'modulepreload /assets/index-abc.js',
      'script /assets/index-abc.js',
      'modulepreload /assets/Card.js',
    ]);
  });

  it('runs each of the entry’s imports in a script of its own, and the entry once they have run', async () => {
    const imports = ['assets/runtime-1.js', 'assets/framework-1.js'];
    const page = withPageModules(optimiseTemplate(built, imports), ['assets/Card.js']);
    const inserted = runLoader(page);
    await settled();
    // The imports are preloaded too, ahead of the page's own modules, so they download at once.
    expect(inserted.map(described)).toEqual([
      'modulepreload /assets/index-abc.js',
      'script /assets/runtime-1.js',
      'modulepreload /assets/runtime-1.js',
      'modulepreload /assets/framework-1.js',
      'modulepreload /assets/Card.js',
    ]);
    expect(loaderModules(page)).toEqual(['/assets/runtime-1.js', '/assets/framework-1.js', '/assets/Card.js']);
    // The browser fires a module script's load once it has evaluated it; a failed one, its error.
    inserted[1]!.onload!();
    expect(described(inserted.at(-1)!)).toBe('script /assets/framework-1.js');
    inserted.at(-1)!.onload!();
    expect(described(inserted.at(-1)!)).toBe('script /assets/index-abc.js');
    expect(loaderEntry(page)).toBe('/assets/index-abc.js');
  });

  it('leaves an empty list for a page without code of its own, and preloads nothing more', async () => {
    const page = withPageModules(template, []);
    expect(loaderModules(page)).toEqual([]);
    const inserted = runLoader(page);
    await settled();
    expect(inserted.map(described)).toEqual(['modulepreload /assets/index-abc.js', 'script /assets/index-abc.js']);
  });

  it('yields between links once a few milliseconds have gone, so no task of its own grows long', async () => {
    const modules = ['assets/a.js', 'assets/b.js', 'assets/c.js', 'assets/d.js', 'assets/e.js'];
    // A slow phone: each link takes 4 ms to insert.
    let now = 0;
    const inserted = runLoader(withPageModules(template, modules), { now: () => (now += 4) });
    const preloads = () => inserted.filter((node) => node.rel === 'modulepreload').length - 1;
    await Promise.resolve();
    expect(preloads()).toBe(2);
    await settled();
    expect(preloads()).toBe(modules.length);
  });

  it('refuses a template whose loader has no list', () => {
    expect(() => withPageModules(template.replace(PAGE_MODULES, '[]'), [])).toThrow(/page template/);
  });
});
