// Writes dist/<route>.html for every public route (and dist/404.html) from the server bundle,
// so visitors without JavaScript, crawlers and link previews get each page's real content.
import { mkdir, readFile, writeFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { optimiseTemplate, withPageModules } from './page-template.ts';
import { entryImports, modulesForRoutes, moduleFiles, stylesheetsForRoutes } from './route-styles.ts';

export const NOT_FOUND_PROBE = '/__pagina-inexistente__';

/** dist/ file that holds a route's HTML: / → index.html, /a/b → a/b.html. */
export function fileForPath(path) {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/**
 * One build's means of making pages: its server bundle, its page template and its manifest. Each
 * language a translator has started has its own (scripts/build/build.mjs); others use Portuguese's.
 */
async function pageMaker(dist, ssr) {
  const entry = await import(pathToFileURL(join(process.cwd(), ssr, 'entry-server.js')).href);
  const template = optimiseTemplate(await readFile(join(dist, 'index.html'), 'utf8'));
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
  // What a page's loader asks for with the entry: the entry's imports, then the page's own modules.
  const startEarly = entryImports(manifest);
  const pageModules = (page) => [
    ...startEarly,
    ...moduleFiles(manifest, page.stringModules),
    ...modulesForRoutes(manifest, page.routeIds),
  ];
  return {
    entry,
    /** The page at `url`, its route stylesheets linked, and the template that loads its modules. */
    async render(url) {
      const page = await entry.render(url);
      const withStyles = { ...page, head: stylesheetLinks(stylesheetsForRoutes(manifest, page.routeIds)) + page.head };
      return { page: withStyles, template: withPageModules(template, pageModules(page)) };
    },
  };
}

export async function prerender({ dist = 'dist', ssr = 'dist-ssr', languages = [] } = {}) {
  const portuguese = await pageMaker(dist, ssr);
  const makers = new Map();
  for (const language of languages) makers.set(language, await pageMaker(`${dist}-${language}`, `${ssr}-${language}`));
  const entry = portuguese.entry;
  const makerFor = (url) => makers.get(entry.splitLanguage(url).language) ?? portuguese;
  const paths = entry.prerenderPaths();
  const failures = [];
  for (const path of paths) {
    const { page, template } = await makerFor(path).render(path);
    if (page.status !== 200) failures.push(`${path} answered ${page.status}`);
    // The news-post shell answers many URLs, so the browser renders it afresh instead of
    // hydrating markup made for another slug.
    const shell = entry.splitLanguage(path).path === entry.NEWS_POST_SHELL;
    await writePage(
      dist,
      fileForPath(path),
      shell ? template.replace('<div id="root">', '<div id="root" data-client-render>') : template,
      page,
    );
  }
  // One not-found page per language: /en/<unknown> answers with dist/en/404.html.
  for (const probe of entry.notFoundProbes(NOT_FOUND_PROBE)) {
    const { page, template } = await makerFor(probe).render(probe);
    if (page.status !== 404) failures.push(`the not-found page ${probe} answered ${page.status}`);
    await writePage(dist, join(dirname(fileForPath(probe)), '404.html'), template, page);
  }
  // Database posts published when the site was built have no page of their own (the post shell
  // shows them), but search engines should find them.
  const indexable = [...paths.filter(entry.isIndexable), ...entry.databasePostPaths()];
  await writeSitemap(dist, indexable, entry.crawlRules(), (url) => entry.splitLanguage(url).path);
  await writeFile(join(dist, entry.FEED_PATH.slice(1)), entry.newsFeed(siteOrigin()));
  if (failures.length) throw new Error(`prerender failed:\n${failures.join('\n')}`);
  for (const folder of [ssr, ...languages.map((language) => `${ssr}-${language}`)])
    await rm(folder, { recursive: true, force: true });
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
  return files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
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
