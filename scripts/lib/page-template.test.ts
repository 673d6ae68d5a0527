import { describe, expect, it } from 'vitest';
import { entryLoader, optimiseTemplate, PAGE_MODULES, withPageModules } from './page-template.mjs';

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
  const out = optimiseTemplate(built);

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
});

describe('withPageModules', () => {
  const template = optimiseTemplate(built);

  it("writes the page's modules into the loader, as absolute paths after the entry", () => {
    const page = withPageModules(template, ['assets/Card.js', 'assets/home.js']);
    expect(page).not.toContain(PAGE_MODULES);
    const loader = /<script>\(function\(\)[\s\S]*?<\/script>/.exec(page)![0];
    expect(loader).toContain('var m=["/assets/Card.js","/assets/home.js"]');
    expect(loader.indexOf('/assets/index-abc.js')).toBeLessThan(loader.indexOf('/assets/Card.js'));
    expect(loader).toContain('l.rel="modulepreload"');
  });

  it('links each module at its address', () => {
    // Run the loader with just enough of a document to record the links it inserts.
    const links: { rel: string; href: string }[] = [];
    const script = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(
      withPageModules(template, ['assets/Card.js']),
    )![1]!;
    const document = {
      visibilityState: 'hidden',
      head: { appendChild: (node: { rel?: string; href?: string }) => node.rel && links.push(node as never) },
      createElement: () => ({}),
    };
    class MessageChannel {
      port1: { onmessage?: () => void } = {};
      port2 = { postMessage: () => queueMicrotask(() => this.port1.onmessage!()) };
    }
    new Function('document', 'MessageChannel', script)(document, MessageChannel);
    return new Promise<void>((resolve) =>
      queueMicrotask(() => {
        expect(links).toEqual([{ rel: 'modulepreload', crossOrigin: '', href: '/assets/Card.js' }]);
        resolve();
      }),
    );
  });

  it('leaves an empty list for a page without code of its own', () => {
    expect(withPageModules(template, [])).toContain('var m=[]');
  });

  it('refuses a template whose loader has no list', () => {
    expect(() => withPageModules(template.replace(PAGE_MODULES, '[]'), [])).toThrow(/page template/);
  });
});
