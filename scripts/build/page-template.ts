// How the built HTML template loads its assets, reordered for slow phones on slow networks:
// the stylesheets come first, right after the viewport, so nothing queues ahead of them; Vite's
// modulepreload links go (the entry script discovers its imports itself); and the entry script
// is requested only once the first frame is painted, so on a slow link the page's text and
// styles never share the connection with JavaScript. The page is fully readable before any
// script runs (it is prerendered), so nothing a visitor sees waits for it.
//
// With the entry, the loader asks for every chunk the entry imports and the modules of the page's
// own code (each page's list, written in by the prerender). They download alongside the entry
// instead of once the browser has read it (the entry's imports) or run it (the page's code), and
// when the router loads the page's code, Vite's preload helper finds their links already in
// <head>: it appends none in the task that starts hydration (on a cheap phone no main-thread task
// may exceed 50 ms).
import type { HtmlTagDescriptor } from 'vite';

/**
 * The tags of the index.html Vite builds that the rewrites below find, each as Vite writes it: its
 * entry script, its stylesheet and modulepreload links, and the two links vite.config.ts has it
 * write (the print stylesheet and the font preload, from the descriptions below). A Vite release
 * may write them otherwise (attributes in another order, quoted otherwise): viteHtmlProblems() then
 * stops the build, naming the tag, and scripts/build/page-template.test.ts fails on a fresh build
 * (docs/decisions.md, "Contracts with libraries' internals").
 */
export const VITE_HTML = {
  entryScript: /<script type="module" crossorigin src="([^"]+)"><\/script>/,
  stylesheet: /<link rel="stylesheet"[^>]*>/,
  modulePreload: /<link rel="modulepreload"[^>]*>/,
  fontPreload: /<link rel="preload" as="font"[^>]*>/,
  viewport: /<meta name="viewport"[^>]*>/,
};

/** The same kinds of tag however written, to tell one the rewrites would miss. */
const ANY_TAG = {
  entryScript: /<script\b[^>]*\btype=["']?module\b[^>]*><\/script>/gi,
  stylesheet: /<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/gi,
  modulePreload: /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi,
  fontPreload: /<link\b[^>]*\bas=["']?font\b[^>]*>/gi,
};

/** Every tag `pattern` matches, with its line's indentation and end: what removing one takes. */
const onItsLine = (pattern: RegExp) => new RegExp(`[ \\t]*${pattern.source}\\n?`, 'g');
const STYLESHEET = onItsLine(VITE_HTML.stylesheet);
const MODULE_PRELOAD = onItsLine(VITE_HTML.modulePreload);
const FONT_PRELOAD = onItsLine(VITE_HTML.fontPreload);

/** The print stylesheet's link as vite.config.ts has Vite write it into index.html. */
export const printStylesheetTag = (href: string): HtmlTagDescriptor => ({
  tag: 'link',
  attrs: { rel: 'stylesheet', media: 'print', href },
  injectTo: 'head',
});

/** The text face's preload as vite.config.ts has Vite write it into index.html. */
export const fontPreloadTag = (href: string): HtmlTagDescriptor => ({
  tag: 'link',
  attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href },
  injectTo: 'head',
});

/**
 * Each tag of a built index.html that is of a kind the rewrites move or drop but is written in a
 * shape they would not find, as one line naming it; none when Vite wrote what they expect. (An
 * inline script's text, such as the high-contrast link it writes, is not a tag.)
 */
export function viteHtmlProblems(html: string): string[] {
  const tags = html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, '$1$2');
  return (Object.entries(ANY_TAG) as [keyof typeof ANY_TAG, RegExp][]).flatMap(([kind, any]) =>
    (tags.match(any) ?? [])
      .filter((tag) => !VITE_HTML[kind].test(tag))
      .map((tag) => `Vite wrote ${tag}, which VITE_HTML.${kind} (scripts/build/page-template.ts) does not match`),
  );
}

/** Where the loader's list of page modules goes; withPageModules() fills it in for each page. */
export const PAGE_MODULES = '[/*page-modules*/]';
/** How long the loader inserts links in one task before it yields (ms; see entryLoader). */
const LINK_SLICE_MS = 6;

/**
 * The inline loader that requests the entry module, then the chunks it imports and the page's own
 * modules, once the browser reports its first paint (a PerformanceObserver, not a timer: tests
 * that fake the clock must not stall it). A page opened in a background tab paints nothing, so
 * there it loads at once. Each link starts a request as it is inserted, 2–10 ms of main-thread
 * time each at a slow phone's speed, so the links go in for a few milliseconds at a time, one task
 * each (MessageChannel, like React's scheduler: timers would be throttled or faked): four at a time
 * made tasks of 40–55 ms, and all of a news post's own modules at once one longer still.
 *
 * `first` (the chunks the entry imports, imports before importers) are each run by a module
 * script of their own, one after another, before the entry's is inserted: the browser evaluates a
 * module script's whole graph in one task, and the entry's graph made one of 36–62 ms at a slow
 * phone's speed (25–28 ms at most, so split; docs/decisions.md). The entry is preloaded meanwhile,
 * so it downloads alongside, and so are `first`, with the page's own modules after them, all
 * through the links above; a chunk that fails to load does not hold the entry back.
 */
export function entryLoader(src: string, first: readonly string[] = []): string {
  return (
    '<script>(function(){var done=false;function load(){if(done)return;done=true;var h=document.head;' +
    `var e=${JSON.stringify(src)},f=${JSON.stringify(first.map((file) => `/${file}`))};` +
    'function run(u,then){var s=document.createElement("script");s.type="module";s.crossOrigin="";' +
    's.src=u;if(then)s.onload=s.onerror=then;h.appendChild(s)}' +
    'var p=document.createElement("link");p.rel="modulepreload";p.crossOrigin="";p.href=e;h.appendChild(p);' +
    '(function next(i){if(i<f.length)run(f[i],function(){next(i+1)});else run(e)})(0);' +
    `var m=f.concat(${PAGE_MODULES}),i=0,c=new MessageChannel();c.port1.onmessage=function(){` +
    'var t=performance.now();do{var l=document.createElement("link");' +
    `l.rel="modulepreload";l.crossOrigin="";l.href=m[i++];h.appendChild(l)}while(i<m.length&&performance.now()-t<${LINK_SLICE_MS});` +
    'if(i<m.length)c.port2.postMessage(0)};if(m.length)c.port2.postMessage(0)}' +
    'if(document.visibilityState!=="visible")return load();' +
    'try{new PerformanceObserver(load).observe({type:"paint",buffered:true})}catch(e){load()}})()</script>'
  );
}

/** The entry script a page's loader runs (its address, as `entryLoader` writes it). */
export const loaderEntry = (html: string) => /var e="([^"]+)"/.exec(html)?.[1];

/** The modules a page's loader preloads besides the entry: the entry's imports, then the page's own. */
export function loaderModules(html: string): string[] | undefined {
  const lists = /,f=(\[[^\]]*\]);[\s\S]*?var m=f\.concat\((\[[^\]]*\])\)/.exec(html);
  if (!lists) return undefined;
  return [...(JSON.parse(lists[1]!) as string[]), ...(JSON.parse(lists[2]!) as string[])];
}

/** The template with its loader asking for these modules (manifest file names) after the entry. */
export function withPageModules(template: string, files: readonly string[]): string {
  if (!template.includes(PAGE_MODULES)) throw new Error('page template: the entry loader has no list of page modules');
  return template.replace(PAGE_MODULES, JSON.stringify(files.map((file) => `/${file}`)));
}

/**
 * index.html explains itself to developers; every page's HTML need not carry that to visitors.
 * Drops its HTML comments (but the <!--app-...--> placeholders the prerender fills) and, in its
 * inline scripts, the comment lines and indentation, bytes every page would carry.
 */
export function withoutDeveloperNotes(html: string): string {
  return html
    .replace(/[ \t]*<!--(?!app-)[\s\S]*?-->\n?/g, '')
    .replace(/(<script>)([\s\S]*?)(<\/script>)/g, (_tag, open: string, code: string, close: string) => {
      const lines = code.split('\n').map((line) => line.trim());
      return open + lines.filter((line) => line !== '' && !line.startsWith('//')).join('\n') + close;
    });
}

/**
 * Rewrites Vite's index.html (built) into the template every prerendered page is made from;
 * `first`, the chunks its loader runs before the entry (`entryLoader`).
 */
export function optimiseTemplate(html: string, first: readonly string[] = []): string {
  const problems = viteHtmlProblems(html);
  if (problems.length > 0) throw new Error(`page template: ${problems.join('; ')}`);
  const entry = VITE_HTML.entryScript.exec(html);
  if (!entry) throw new Error('page template: no entry <script type="module"> found in dist/index.html');
  const stylesheets = (html.match(STYLESHEET) ?? []).map((tag) => tag.trim());
  if (stylesheets.length === 0) throw new Error('page template: no stylesheet found in dist/index.html');
  const viewport = VITE_HTML.viewport.exec(html);
  if (!viewport) throw new Error('page template: no viewport meta found in dist/index.html');
  // The text face's preload goes with the stylesheets, so the font is requested alongside them.
  const fonts = (html.match(FONT_PRELOAD) ?? []).map((tag) => tag.trim());
  let out = withoutDeveloperNotes(html).replace(STYLESHEET, '').replace(MODULE_PRELOAD, '').replace(FONT_PRELOAD, '');
  out = out.replace(viewport[0], `${viewport[0]}\n    ${[...stylesheets, ...fonts].join('\n    ')}`);
  return out.replace(VITE_HTML.entryScript, entryLoader(entry[1]!, first));
}
