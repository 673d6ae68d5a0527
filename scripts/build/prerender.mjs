// Writes dist/<route>.html for every public route (and dist/404.html) from the server bundle,
// so visitors without JavaScript, crawlers and link previews get each page's real content.
import { mkdir, readFile, writeFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { optimiseTemplate, withPageModules } from './page-template.ts';
import {
  entryImports,
  languageTemplate,
  modulesForRoutes,
  moduleFiles,
  stylesheetLink,
  stylesheetsForRoutes,
} from './route-styles.ts';
import { languageEntry } from './language-copies.ts';
import { DEFAULT_LANGUAGE } from '../../src/lib/languages.ts';

export const NOT_FOUND_PROBE = '/__pagina-inexistente__';

/** dist/ file that holds a route's HTML: / → index.html, /a/b → a/b.html. */
export function fileForPath(path) {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** The server bundle's entry for a language's copy (Portuguese's without one), as a URL to import. */
const serverEntry = (ssr, graph) =>
  pathToFileURL(join(process.cwd(), ssr, `${languageEntry('entry-server', graph)}.js`)).href;

/**
 * Renders and writes each job's page ({ url, file, status }: where it goes and the status it
 * should answer) with the server bundle's `entry`, the page `template` and the build's
 * `manifest`; `graph`, the language of the copy of the site's modules the pages load (undefined:
 * Portuguese's, scripts/build/language-graphs.ts). Resolves the failures, as lines.
 */
export async function writePages(entry, { dist, template, manifest, graph }, jobs) {
  const failures = [];
  for (const { url, file, status } of jobs) {
    const page = await entry.render(url);
    if (page.status !== status) failures.push(`${url} answered ${page.status}`);
    // What a page's loader asks for after the entry's imports (which its template lists).
    const modules = [...moduleFiles(manifest, page.stringModules), ...modulesForRoutes(manifest, page.routeIds, graph)];
    const head = stylesheetLinks(stylesheetsForRoutes(manifest, page.routeIds, graph)) + page.head;
    // The news-post shell answers many URLs, so the browser renders it afresh instead of
    // hydrating markup made for another slug.
    const shell = entry.splitLanguage(url).path === entry.NEWS_POST_SHELL;
    const html = withPageModules(template, modules);
    await writePage(dist, file, shell ? html.replace('<div id="root">', '<div id="root" data-client-render>') : html, {
      ...page,
      head,
    });
  }
  return failures;
}

/**
 * Renders one language's pages in a worker thread: its modules are evaluated afresh there, for
 * that language (src/lib/render-language.ts), so no instance is switched from page to page.
 */
function inWorker(language, entryUrl, build, jobs) {
  return new Promise((done, fail) => {
    const worker = new Worker(new URL('./prerender-worker.mjs', import.meta.url), {
      workerData: { language, entryUrl, build, jobs },
    });
    worker.once('message', done);
    worker.once('error', fail);
    worker.once(
      'exit',
      (code) => code !== 0 && fail(new Error(`the prerender of ${language} pages stopped (${code})`)),
    );
  });
}

/**
 * Writes every page. A language a translator has started (`languages`) has its own copy of the
 * site's modules in the same build (scripts/build/language-graphs.ts); the others' pages load
 * Portuguese's. Portuguese's pages are rendered here, each other language's in a worker, at once.
 */
export async function prerender({ dist = 'dist', ssr = 'dist-ssr', languages = [] } = {}) {
  const entry = await import(serverEntry(ssr));
  // Read before any page is written: the home page's takes the template's place (index.html).
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const buildOf = (graph) => ({
    dist,
    manifest,
    graph,
    template: optimiseTemplate(languageTemplate(html, manifest, graph), entryImports(manifest, graph)),
  });
  const paths = entry.prerenderPaths();
  const jobs = [
    ...paths.map((url) => ({ url, file: fileForPath(url), status: 200 })),
    // One not-found page per language: /en/<unknown> answers with dist/en/404.html.
    ...entry.notFoundProbes(NOT_FOUND_PROBE).map((url) => ({
      url,
      file: join(dirname(fileForPath(url)), '404.html'),
      status: 404,
    })),
  ];
  const byLanguage = new Map();
  for (const job of jobs) {
    const { language } = entry.splitLanguage(job.url);
    if (!byLanguage.has(language)) byLanguage.set(language, []);
    byLanguage.get(language).push(job);
  }
  const failures = (
    await Promise.all(
      [...byLanguage].map(([language, list]) => {
        if (language === DEFAULT_LANGUAGE) return writePages(entry, buildOf(undefined), list);
        const graph = languages.includes(language) ? language : undefined;
        return inWorker(language, serverEntry(ssr, graph), buildOf(graph), list);
      }),
    )
  ).flat();
  // Database posts published when the site was built have no page of their own (the post shell
  // shows them), but search engines should find them.
  const indexable = [...paths.filter(entry.isIndexable), ...entry.databasePostPaths()];
  await writeSitemap(dist, indexable, entry.crawlRules(), (url) => entry.splitLanguage(url).path);
  await writeFile(join(dist, entry.FEED_PATH.slice(1)), entry.newsFeed(siteOrigin()));
  if (failures.length) throw new Error(`prerender failed:\n${failures.join('\n')}`);
  await rm(ssr, { recursive: true, force: true });
  return paths.length + 1;
}

/**
 * The template with `<html lang>` naming the page's language and, when given, `data-translations`
 * holding the page's own part of the translation map (src/lib/translations.ts), read as the page starts.
 */
export function withHtmlLang(template, htmlLang, translations) {
  const tag = /<html lang="[^"]*"/;
  if (!tag.test(template)) throw new Error('page template: no <html lang="…"> found in dist/index.html');
  const data = translations ? ` data-translations="${JSON.stringify(translations).replaceAll('"', '&quot;')}"` : '';
  return template.replace(tag, `<html lang="${htmlLang}"${data}`);
}

/** The route stylesheets, linked like Vite links the entry's (the browser's loader then finds them). */
function stylesheetLinks(files) {
  return files.map(stylesheetLink).join('');
}

async function writePage(dist, file, template, page) {
  const html = withHtmlLang(template, page.htmlLang, page.translations)
    .replace('<!--app-head-->', page.head)
    .replace('<!--app-html-->', page.body);
  const target = join(dist, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
}

/** The public origin for absolute links in the sitemap and the news feed (src/lib/env.ts's default). */
function siteOrigin() {
  return (process.env.VITE_SITE_URL || 'http://localhost:5173').replace(/\/$/, '');
}

/**
 * The sitemap and robots.txt; `rules` (from the routes' staticData.crawl) names the pages left out,
 * in every language (`pageOf` reads the page a language's address shows).
 */
async function writeSitemap(dist, paths, rules, pageOf) {
  const origin = siteOrigin();
  const hidden = new Set([...rules.unlisted, ...rules.disallowed]);
  const urls = paths
    .filter((path) => !hidden.has(pageOf(path)))
    .map((path) => `  <url><loc>${origin}${path}</loc></url>`)
    .join('\n');
  await writeFile(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n${rules.disallowed.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${origin}/sitemap.xml\n`,
  );
  await writeFile(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
}
