import type { AnyRoute } from '@tanstack/react-router';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { createAppRouter } from './app/router';
import { news, placeholders, programme, sections } from '#site/content';
import { FEED_PATH, atomFeed } from './lib/feed';
import databasePostsAtBuild from 'virtual:database-news';
import { NEWS_POST_SHELL } from './lib/news-post-shell';
import { loadPageStrings, packModule, packsFor, startI18n } from './lib/i18n';
import { renderLanguage } from './lib/render-language';
import {
  LANGUAGES,
  type Language,
  hasLanguageVersions,
  languageInfo,
  localizedPath,
  splitLanguage,
} from './lib/languages';
import translatedPages from '#site/content/translatedPages.json';
import { isTranslated, pageTranslations, startFromMap, type PageTranslations } from './lib/translations';

startFromMap(translatedPages);
startI18n(renderLanguage);

/**
 * routeIds: the routes the URL matched and the server rendered, root first (the prerender links
 * their stylesheets); language: the page's (its strings load with the entry), htmlLang its tag.
 */
export type RenderResult = {
  status: number;
  head: string;
  body: string;
  routeIds: string[];
  language: Language;
  htmlLang: string;
  /** The string packs the page loads with the entry (their modules), which its HTML links. */
  stringModules: string[];
  /** The page's own part of the translation map, which its HTML carries for the browser. */
  translations: PageTranslations;
};

// React 19 emits hoistable tags (<title>, <meta>, <link>) at the start of a fragment render;
// the prerender moves them into <head>.
const LEADING_HOISTABLES = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/**
 * Renders one URL of the site to HTML, as the prerender writes it to dist/. These modules serve
 * one language, the one they were evaluated for (src/lib/render-language.ts): the prerender
 * renders each language's URLs with its own.
 */
export async function render(url: string): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'));
  const { language, path } = splitLanguage(new URL(url, 'http://localhost').pathname);
  if (language !== renderLanguage)
    throw new Error(`${url} is a page in ${language}: these modules render ${renderLanguage}'s pages`);
  await loadPageStrings(language, path);
  const handler = createRequestHandler({ request, createRouter: () => createAppRouter(language) });
  let routeIds: string[] = [];
  const response = await handler(({ router, responseHeaders }) => {
    // A route the server does not render (ssr: false, like the admin area's) paints nothing from
    // its own chunk: its stylesheets load with that chunk in the browser, not in the page's head.
    routeIds = router.state.matches.filter((match) => match.ssr !== false).map((match) => match.routeId);
    return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> });
  });
  const html = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  const head = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
  return {
    status: response.status,
    head,
    body: html.slice(head.length),
    routeIds,
    language,
    htmlLang: languageInfo(language).htmlLang,
    stringModules: packsFor(language, path).map(packModule),
    translations: pageTranslations(path),
  };
}

/**
 * The page the server answers for a /noticias/<slug> that content does not know: it loads the
 * published database post with that slug in the browser (docs/decisions.md, News, database and
 * search).
 */
export { NEWS_POST_SHELL };

/** Every public URL to prerender: the static routes, plus each content-backed dynamic page. */
export function prerenderPaths(): string[] {
  const router = createAppRouter();
  const staticPaths = Object.keys(router.routesByPath)
    .filter((path) => !path.includes('$'))
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path));
  const contentPaths = [...placeholders.map((page) => page.path), ...news.map((item) => item.path), NEWS_POST_SHELL];
  const paths = [...new Set([...staticPaths, ...contentPaths])];
  const everyLanguage = paths.flatMap((path) =>
    hasLanguageVersions(path) ? LANGUAGES.map((language) => localizedPath(path, language)) : [path],
  );
  return [...new Set(everyLanguage)].sort();
}

export { splitLanguage };

/** Whether search engines may index a prerendered URL: a page in a language it is translated into. */
export function isIndexable(url: string): boolean {
  const { language, path } = splitLanguage(url);
  return isTranslated(path, language);
}

/** The not-found page of each language (/en/<unknown> answers in English), by URL prefix. */
export function notFoundProbes(probe: string): string[] {
  return LANGUAGES.map((language) => localizedPath(probe, language));
}

/**
 * The pages crawlers are kept from, from the routes' `staticData.crawl` (a layout's applies to
 * the pages under it): `unlisted` stay out of the sitemap, `disallowed` also out of robots.txt.
 */
export function crawlRules(): { unlisted: string[]; disallowed: string[] } {
  const router = createAppRouter();
  const rules = { unlisted: [NEWS_POST_SHELL], disallowed: [] as string[] };
  for (const [path, route] of Object.entries(router.routesByPath)) {
    if (path.includes('$')) continue;
    let crawl: 'unlisted' | 'disallowed' | undefined;
    for (let node: AnyRoute | undefined = route; node && !crawl; node = node.parentRoute)
      crawl = node.options.staticData?.crawl;
    if (crawl) rules[crawl].push(path.length > 1 ? path.replace(/\/$/, '') : path);
  }
  return rules;
}

export { FEED_PATH };

/** The addresses of the database posts published when the site was built, for the sitemap. */
export function databasePostPaths(): string[] {
  return databasePostsAtBuild.map((post) => `/noticias/${post.slug}`);
}

/**
 * The content news and the database posts published when the site was built, as an Atom feed,
 * links under `siteUrl` (the origin the sitemap uses).
 */
export function newsFeed(siteUrl: string): string {
  const newsSection = sections.find((section) => section.path === '/noticias');
  return atomFeed({
    siteUrl,
    title: `${newsSection?.title ?? ''} — ${programme.name}`,
    subtitle: newsSection?.subtitle ?? programme.description,
    author: programme.name,
    feedPath: FEED_PATH,
    pagePath: '/noticias',
    entries: [
      ...news.map((item) => ({
        title: item.title,
        path: item.path,
        date: item.date,
        summary: item.excerpt,
        author: item.author,
        category: item.category,
      })),
      ...databasePostsAtBuild.map((post) => ({
        title: post.title,
        path: `/noticias/${post.slug}`,
        date: post.date,
        summary: post.excerpt,
        author: post.author || programme.name,
        category: post.category,
      })),
    ],
  });
}
