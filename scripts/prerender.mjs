// Writes dist/<route>.html for every public route (and dist/404.html) from the server bundle,
// so visitors without JavaScript, crawlers and link previews get each page's real content.
import { mkdir, readFile, writeFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { optimiseTemplate, withPageModules } from './lib/page-template.mjs';
import { entryImports, modulesForLanguage, modulesForRoutes, stylesheetsForRoutes } from './lib/route-styles.mjs';

export const NOT_FOUND_PROBE = '/__pagina-inexistente__';

/** dist/ file that holds a route's HTML: / → index.html, /a/b → a/b.html. */
export function fileForPath(path) {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

export async function prerender({ dist = 'dist', ssr = 'dist-ssr' } = {}) {
  const entry = await import(pathToFileURL(join(process.cwd(), ssr, 'entry-server.js')).href);
  const template = optimiseTemplate(await readFile(join(dist, 'index.html'), 'utf8'));
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
  // What a page's loader asks for with the entry: the entry's imports, then the page's own modules.
  const startEarly = entryImports(manifest);
  const pageModules = (page) => [
    ...startEarly,
    ...modulesForLanguage(manifest, page.language),
    ...modulesForRoutes(manifest, page.routeIds),
  ];
  const withStyles = (page) => ({
    ...page,
    head: stylesheetLinks(stylesheetsForRoutes(manifest, page.routeIds)) + page.head,
  });
  const paths = entry.prerenderPaths();
  const failures = [];
  for (const path of paths) {
    const page = withStyles(await entry.render(path));
    if (page.status !== 200) failures.push(`${path} answered ${page.status}`);
    // The news-post shell answers many URLs, so the browser renders it afresh instead of
    // hydrating markup made for another slug.
    const shell = entry.splitLanguage(path).path === entry.NEWS_POST_SHELL;
    const pageTemplate = withPageModules(template, pageModules(page));
    await writePage(
      dist,
      fileForPath(path),
      shell ? pageTemplate.replace('<div id="root">', '<div id="root" data-client-render>') : pageTemplate,
      page,
    );
  }
  // One not-found page per language: /en/<unknown> answers with dist/en/404.html.
  for (const probe of entry.notFoundProbes(NOT_FOUND_PROBE)) {
    const missing = withStyles(await entry.render(probe));
    if (missing.status !== 404) failures.push(`the not-found page ${probe} answered ${missing.status}`);
    const file = join(dirname(fileForPath(probe)), '404.html');
    await writePage(dist, file, withPageModules(template, pageModules(missing)), missing);
  }
  await writeSitemap(dist, paths.filter(entry.isIndexable), entry.crawlRules());
  await writeFile(join(dist, entry.FEED_PATH.slice(1)), entry.newsFeed(siteOrigin()));
  if (failures.length) throw new Error(`prerender failed:\n${failures.join('\n')}`);
  await rm(ssr, { recursive: true, force: true });
  return paths.length + 1;
}

/** The template with `<html lang>` naming the page's language. */
export function withHtmlLang(template, htmlLang) {
  const tag = /<html lang="[^"]*"/;
  if (!tag.test(template)) throw new Error('page template: no <html lang="…"> found in dist/index.html');
  return template.replace(tag, `<html lang="${htmlLang}"`);
}

/** The route stylesheets, linked like Vite links the entry's (the browser's loader then finds them). */
function stylesheetLinks(files) {
  return files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
}

async function writePage(dist, file, template, page) {
  const html = withHtmlLang(template, page.htmlLang)
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

/** The sitemap and robots.txt; `rules` (from the routes' staticData.crawl) names the pages left out. */
async function writeSitemap(dist, paths, rules) {
  const origin = siteOrigin();
  const hidden = new Set([...rules.unlisted, ...rules.disallowed]);
  const urls = paths
    .filter((path) => !hidden.has(path))
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
