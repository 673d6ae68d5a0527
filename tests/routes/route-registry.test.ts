import { describe, expect, it } from 'vitest';
import { news } from '#site/content';
import { createAppRouter } from '../../src/app/router';
import { CODE_ROUTES } from '../../src/content-schema/fields';
import { routeFilePaths } from '../../src/content-schema/routes';
import { NEWS_POST_SHELL, crawlRules, prerenderPaths } from '../../src/entry-server';
import { LANGUAGES, hasLanguageVersions, localizedPath, splitLanguage } from '../../src/lib/languages';
import { ACCOUNT_ROUTES, ALL_ROUTES } from '../route-table';

// The router's route tree (src/routeTree.gen.ts, generated from src/routes) is the one list of
// routes. Everything else that names routes is derived from it; these tests hold each to it, so
// a route added, renamed or removed in src/routes reaches all of them or fails here by name.

const sorted = (paths: Iterable<string>) => [...new Set(paths)].sort();
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
const treePaths = sorted(Object.keys(createAppRouter().routesByPath).map(withoutTrailingSlash));
const staticTreePaths = treePaths.filter((path) => !path.includes('$'));

describe('one route registry: the router’s route tree', () => {
  it('the route files, read by name, are the routes of the tree', () => {
    expect(routeFilePaths()).toEqual(treePaths);
  });

  it('CODE_ROUTES (the pages content may link to besides its own) is every route without a parameter', () => {
    expect(sorted(CODE_ROUTES)).toEqual(staticTreePaths);
  });

  it('the prerender writes every route without a parameter, and content pages for each $slug route', () => {
    const written = prerenderPaths();
    for (const path of staticTreePaths) expect(written, path).toContain(path);
    for (const pattern of treePaths.filter((path) => path.includes('$'))) {
      const match = new RegExp(`^${pattern.replace(/\$[^/]+/g, '[^/]+')}$`);
      expect(
        written.filter((path) => match.test(path)),
        `no page is prerendered for ${pattern}`,
      ).not.toEqual([]);
    }
  });

  it('the browser tests’ route table is every Portuguese page the prerender writes but news posts', () => {
    const newsPaths = new Set([...news.map((item) => item.path), NEWS_POST_SHELL]);
    const portuguese = prerenderPaths().filter((path) => splitLanguage(path).language === 'pt');
    expect(sorted(ALL_ROUTES)).toEqual(portuguese.filter((path) => !newsPaths.has(path)));
  });

  it('every Portuguese page but the staff’s is written in every language too, and nothing else is', () => {
    const written = prerenderPaths();
    const portuguese = written.filter((path) => splitLanguage(path).language === 'pt');
    const expected = portuguese.flatMap((path) =>
      hasLanguageVersions(path) ? LANGUAGES.map((language) => localizedPath(path, language)) : [path],
    );
    expect(written).toEqual(sorted(expected));
    for (const path of ['/en', '/es/orientadores', '/en/noticias/__post']) expect(written).toContain(path);
    for (const path of ['/en/auth', '/es/cms']) expect(written).not.toContain(path);
  });

  it('the account pages of the route table are the routes closed to crawlers', () => {
    expect(sorted(ACCOUNT_ROUTES)).toEqual(sorted(crawlRules().disallowed));
    expect(crawlRules().unlisted).toContain('/busca');
  });
});
