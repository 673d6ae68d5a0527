/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { browserBundleGuard } from './scripts/build/browser-bundle-guard.ts';
import { FRAMEWORK_TEST, QUERY_TEST } from './scripts/build/chunk-groups.ts';
import { DATABASE_NEWS_FILE, shippedPosts } from './scripts/build/database-news-file.ts';
import { HOME_NEWS_CARDS } from './src/lib/home-news.ts';
import type { BuiltPost } from './src/lib/news-list.ts';
import { contentOutput, languagesWithTranslations } from './scripts/build/content-language.ts';
import { finishedAreas, languageGraphs, splittingLanguageCopies } from './scripts/build/language-graphs.ts';
import { languageEntry, languageOfId, withLanguage } from './scripts/build/language-copies.ts';
import type { Language } from './src/lib/languages.ts';
import { fontPreloadTag, printStylesheetTag } from './scripts/build/page-template.ts';
import { stableMantineIds } from './scripts/build/stable-mantine-ids.ts';
import { pluralZero } from './scripts/build/plural-zero.ts';

// Velite compiles content/ into .velite/ before Vite resolves any import of it, as `npm run
// content` does (scripts/build/content.ts): a broken content entry stops the build with the same
// report, and nothing else (a stack trace would bury it). Under `npm run dev` each later edit of
// content/ is rebuilt and shown, its mistakes in the browser (scripts/serve/content-preview.ts).
function velite(): Plugin {
  let started = false;
  const dev = (command: string) => command === 'serve' && !process.env.VITEST;
  return {
    name: 'velite',
    async config(_config, env) {
      if (started || process.env.VELITE_SKIP === '1') return;
      started = true;
      const { buildContent } = await import('./scripts/build/content.ts');
      if (!(await buildContent({ clean: !dev(env.command) }))) process.exit(1);
    },
    async configureServer(server) {
      if (!dev(server.config.command) || process.env.VELITE_SKIP === '1') return;
      const { previewContent } = await import('./scripts/serve/content-preview.ts');
      previewContent(server);
    },
  };
}

// The database posts `npm run build` read before bundling (scripts/build/database-news.ts), as the
// module `virtual:database-news`: the home page's cards, the feed and the sitemap hold them. Any
// other run (npm run dev, Vitest, a bare vite build) has none, so what it shows never depends on
// what a former build left behind.
function databaseNews(): Plugin {
  const id = 'virtual:database-news';
  let building = false;
  return {
    name: 'database-news',
    configResolved(config) {
      building = config.command === 'build' && !process.env.VITEST;
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved, options) {
      if (resolved !== `\0${id}`) return undefined;
      const file = `${root}${DATABASE_NEWS_FILE}`;
      const posts = building && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuiltPost[]) : [];
      const contentCards = `${root}${contentOutput(undefined)}/newsCards.json`;
      const contentSlugs = new Set(
        existsSync(contentCards)
          ? (JSON.parse(readFileSync(contentCards, 'utf8')) as { slug: string }[]).map((card) => card.slug)
          : [],
      );
      const shipped = shippedPosts(posts, contentSlugs, { browser: !options?.ssr, cards: HOME_NEWS_CARDS });
      return `export default ${JSON.stringify(shipped)};`;
    },
  };
}

// Stylesheets most first paints do not need, kept out of the entry stylesheet every page blocks on
// (the site's budget for render-blocking CSS, tests/e2e/budgets.spec.ts). Print rules
// travel in their own file linked with media="print", which never holds up painting the screen.
// High contrast is linked by index.html's inline script, and only for a visitor who chose it (so it
// still blocks first paint for them, parser-inserted); the toggle
// (src/features/accessibility/contrast.ts) imports the same file's URL (Vite builds it) and loads
// it before switching the look on. This writes both hashed URLs into the page template. The print
// file is emitted as written: a second build entry for it made the bundler regroup the framework
// chunk, which then carried far more onto every page (docs/decisions.md, "Measured").
const PRINT_STYLESHEET = 'src/app/print.css';
const HIGH_CONTRAST_STYLESHEET = 'src/features/accessibility/high-contrast.css';
const TEXT_FONT = 'source-sans-3-latin-wght-normal.woff2';
function deferredStylesheets(): Plugin {
  let build = false;
  return {
    name: 'deferred-stylesheets',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      if (build)
        this.emitFile({
          type: 'asset',
          name: 'print.css',
          originalFileName: PRINT_STYLESHEET,
          source: readFileSync(PRINT_STYLESHEET),
        });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const href = (source: string) => {
          if (!bundle) return `/${source}`;
          const asset = Object.values(bundle).find(
            // Relative for the emitted print file, absolute for an asset imported with ?url.
            (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(source)),
          );
          if (!asset) throw new Error(`deferred-stylesheets: ${source} was not built`);
          return `/${asset.fileName}`;
        };
        if (!html.includes('%HIGH_CONTRAST_STYLESHEET%'))
          throw new Error('deferred-stylesheets: index.html lost its %HIGH_CONTRAST_STYLESHEET% placeholder');
        return {
          html: html.replaceAll('%HIGH_CONTRAST_STYLESHEET%', href(HIGH_CONTRAST_STYLESHEET)),
          // Written as the page template expects to find them (scripts/build/page-template.ts).
          tags: [
            printStylesheetTag(href(PRINT_STYLESHEET)),
            // The text face (src/global.css) requested with the stylesheets, not once the page's
            // layout asks for it: the swap from the fallback then comes early, or not at all.
            fontPreloadTag(href(TEXT_FONT)),
          ],
        };
      },
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));

// The languages other than Portuguese a translator has started, each with an entry of its own in
// the same build (scripts/build/language-graphs.ts), and the string areas finished in each.
const finished = finishedAreas(root, languagesWithTranslations(root));
/** A chunk group's test, on a module's path (a language's copy carries its language as a query). */
const byPath = (test: RegExp) => (id: string) => test.test(id.split('?')[0]!);
/** A chunk group's name for each language's copy: framework, framework-en… */
const perCopy = (name: string) => (id: string) => {
  const language = languageOfId(id);
  return language ? `${name}-${language}` : name;
};
const languageEntries = (entry: string) =>
  Object.fromEntries(
    (Object.keys(finished) as Language[]).map((language) => [
      languageEntry(entry, language),
      withLanguage(`${root}src/${entry}.tsx`, language),
    ]),
  );

// Before it imports a page's code, Vite's preload helper appends a <link rel="modulepreload"> for
// each chunk that code needs. Over half of them are chunks the entry imports statically, loaded by
// then (the entry could not have run otherwise); appending their links anyway cost main-thread time
// in the task that loads the page's code as it hydrates (on a cheap phone no main-thread task may
// exceed 50 ms). The plugin notes the entry's static chunks; modulePreload.resolveDependencies
// leaves them out.
function entryChunks() {
  const loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'entry-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded.clear();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (loaded.has(file) || chunk?.type !== 'chunk') return;
          loaded.add(file);
          chunk.imports.forEach(visit);
        };
        for (const output of Object.values(bundle))
          if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
      },
    },
  };
  const notYetLoaded = (_file: string, deps: string[]) => deps.filter((dep) => !loaded.has(dep));
  return { plugin, notYetLoaded };
}
const entry = entryChunks();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    velite(),
    languageGraphs(root, finished),
    pluralZero(),
    databaseNews(),
    splittingLanguageCopies(tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' })),
    react(),
    // Keeps the ids Mantine rendered on the server while a page hydrates (the file says how).
    stableMantineIds(`${root}src/lib/mantine-use-id.ts`),
    deferredStylesheets(),
    entry.plugin,
    browserBundleGuard(),
  ],
  resolve: {
    alias: {
      '@': `${root}src`,
    },
  },
  build: {
    manifest: true,
    modulePreload: { resolveDependencies: entry.notYetLoaded },
    // The entry stylesheet holds the page shell's styles; each route's chunk has its own, which
    // the prerender links in that page's HTML (scripts/build/route-styles.ts), so a page blocks
    // first paint only on the styles it uses.
    cssCodeSplit: true,
    rolldownOptions: {
      // Portuguese's entry, and each started language's (`languageEntries`).
      input: isSsrBuild
        ? { 'entry-server': `${root}src/entry-server.tsx`, ...languageEntries('entry-server') }
        : { index: `${root}index.html`, ...languageEntries('main') },
      output: {
        // A group shared by several pages is named after all of them ('libraries~index~faq~…',
        // up to 100 characters); each file name is written into the entry's preload lists and
        // into every page's list of modules (scripts/build/page-template.ts), so they stay short.
        chunkFileNames: (chunk) => (chunk.name.includes('~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'),
        // The libraries every page runs in full (React, the router, i18next) travel as one chunk,
        // with the site's language rules and Portuguese strings, which the entry and pages' own
        // chunks both import (apart they were more requests, and bytes that compress worse). Its
        // packages, and TanStack Query's, are listed in scripts/build/chunk-groups.ts, with why.
        // The others are grouped by the set of chunks that use them, so a page downloads only the
        // ones its own code needs: one shared chunk put every page's libraries (the carousel,
        // toasts, react-query, floating-ui...) on every page (docs/decisions.md, "Measured").
        // Merging small groups (entriesAwareMergeThreshold) put unused code back on pages.
        codeSplitting: {
          groups: [
            // Each language's copy of the modules has its own (scripts/build/language-graphs.ts).
            { name: perCopy('framework'), debugName: 'framework', test: byPath(FRAMEWORK_TEST), priority: 2 },
            { name: perCopy('query'), debugName: 'query', test: byPath(QUERY_TEST), priority: 1 },
            {
              name: 'libraries',
              test: byPath(/[\\/]node_modules[\\/].*\.m?js$/),
              minShareCount: 2,
              entriesAware: true,
            },
          ],
        },
      },
    },
    target: 'es2022',
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/content/**/*.test.ts',
      'tests/i18n/**/*.test.ts',
      'tests/lint/**/*.test.ts',
      'tests/routes/**/*.test.ts',
      'scripts/**/*.test.ts',
      'supabase/tests/**/*.test.ts',
    ],
    environment: 'node',
    // Vitest leaves one core to itself by default: one worker on a 2-core machine. Many files
    // spend their time waiting on a backend, a build or a browser they started, so a worker per
    // core keeps both busy.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));
