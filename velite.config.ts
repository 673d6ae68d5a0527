import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { assets, defineConfig, z } from 'velite';
import { crossCheck, derive } from './src/content-schema/checks';
import { collections } from './src/content-schema/collections';
import { matterLoader, yamlLoader } from './src/content-schema/loaders';
import { writeEditorFiles } from './src/content-schema/json-schema';
import { CONTENT_ROOT, LOCALES_ROOT, errorMap, formatProblems } from './src/content-schema/messages';
import { locateInContent } from './src/content-schema/source-location';
import { holdScheduledNews } from './src/content-schema/schedule';
import { ASSETS_BASE, ASSETS_DIR, writePortraits } from './src/content-schema/portraits';
import { writeHeroArt } from './src/content-schema/hero-art';
import { contentEntries } from './src/lib/search-index/content-entries';
import { categoryNames } from './src/lib/search-index/search-entry';
import {
  isShellTranslated,
  readTranslations,
  SHELL_UNITS,
  translatedPages,
  translationProblems,
} from './src/content-schema/translation-files';
import { areaDoneIn } from './src/content-schema/interface-strings';
import { markShown, translatingLoader, type ShownUnits } from './src/content-schema/language-content';
import { contentLanguage, contentOutput } from './scripts/build/content-language.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, languageInfo, type Language } from './src/lib/languages';
import { formatNewsDate } from './src/lib/format-date';
import { HOME_NEWS_CARDS } from './src/lib/home-news';
import { byNewestFirst } from './src/lib/newest-first';

// Every static entity of the site lives in content/ and is checked here at build time.
// `npm run content` (scripts/build/content.ts) runs Velite with strict: true, so one bad field fails
// the build with the file, the entry index and the field name, in Portuguese for the staff:
//
//   content/advisers.yaml
//    erro campo obrigatório: está faltando  [3].name
//
// Checks that need two files at once (a menu link to a page that does not exist, an adviser
// on research line 9…) run in `prepare` below and fail the build in the same format.
// News posts dated after the build's day are held back there too (schedule.ts).
// Derived values (search keywords, alt texts, paths, area and line names) are computed here,
// once, so components only read them.
//
// The schemas live in src/content-schema/: fields.ts (shared field types), lists.ts and
// singles.ts (the collections), checks.ts (cross-file checks and derived fields).

// The messages of zod's own checks (a missing field, a list too short), for every schema.
z.setErrorMap(errorMap);

// Portuguese unless SITE_CONTENT_LANGUAGE names another language: then each file is read with
// that language's translation laid over it, into .velite/<lang>/ (language-content.ts).
const language = contentLanguage();
const contentRoot = resolve(CONTENT_ROOT);
const loaders = [yamlLoader, matterLoader];
const areaDone = areaDoneIn(resolve(LOCALES_ROOT));
/** The units the language's loaders showed translated, marked with it in `prepare`. */
const shown: ShownUnits = new Map();
/** The shell's files show translated only once the whole shell is (translation-files.ts, `SHELL_UNITS`). */
const shellWhole =
  language !== undefined &&
  isShellTranslated(readTranslations(collections, contentRoot, [language]).get(language)!, language, areaDone);
const whole = (file: string) => shellWhole || !(SHELL_UNITS.files as readonly string[]).includes(file);

/** The search page's strings in `code`, Portuguese for any category not translated yet. */
function searchStringsOf(code: string, localesRoot: string): { categories: Record<string, string> } {
  const read = (folder: string) => {
    const path = resolve(localesRoot, folder, 'search.json');
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as { categories?: Record<string, unknown> }) : {};
  };
  const own = Object.entries(read(code).categories ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  return {
    categories: { ...(read(DEFAULT_LANGUAGE).categories as Record<string, string>), ...Object.fromEntries(own) },
  };
}

export default defineConfig({
  root: CONTENT_ROOT,
  // Velite's YAML and front-matter loaders, but a syntax error names the file, line and column.
  loaders: language
    ? loaders.map((loader) => translatingLoader(loader, language, contentRoot, collections, { whole, shown }))
    : loaders,
  output: {
    data: contentOutput(language),
    assets: ASSETS_DIR,
    base: ASSETS_BASE,
    name: '[name]-[hash:6].[ext]',
    clean: true,
  },
  collections,
  prepare: (data, { config }) => {
    holdScheduledNews(data);
    crossCheck(data);
    // content/<lang>/: each translation must fit the Portuguese file it translates (docs/i18n.md);
    // the pages whose own units it translates, and whether it translates the shell, are written as
    // .velite/translatedPages.json.
    const root = dirname(config.configPath);
    const translations = readTranslations(
      collections,
      resolve(root, CONTENT_ROOT),
      LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE),
    );
    const problems = translationProblems(translations);
    if (problems.length > 0) throw new Error(formatProblems(problems, locateInContent(resolve(root, CONTENT_ROOT))));
    const localesRoot = resolve(root, LOCALES_ROOT);
    Object.assign(data, { translatedPages: translatedPages(translations, areaDone) });
    if (language) {
      markShown(data, shown, language, collections);
      // A translated post's date, written at build in its language as the Portuguese one is.
      for (const post of data.news as { date: string; dateLabel: string; language?: Language }[])
        if (post.language) post.dateLabel = formatNewsDate(post.date, languageInfo(post.language).htmlLang);
    }
    derive(data);
    // Advisers without a photo: their initials' portraits, written beside the content images; the
    // home hero's art, a mosaic of the research areas' illustrations (.velite/heroArt.json).
    const assetsDir = resolve(dirname(config.configPath), config.output.assets);
    writePortraits(data.advisers, assetsDir);
    Object.assign(data, { heroArt: writeHeroArt(data.areaGroups, assetsDir, ASSETS_BASE, (name) => assets.get(name)) });
    // The content half of the site search, built here once: written as .velite/searchIndex.json
    // (Velite writes every key of data), imported by the search page as '#site/content/searchIndex.json'.
    // Its categories are named in the content's language, from the search page's strings.
    // Named in the language only once its translator finished the search page's strings.
    const searchStrings = searchStringsOf(
      language && areaDone(language, 'search') ? language : DEFAULT_LANGUAGE,
      localesRoot,
    );
    Object.assign(data, { searchIndex: contentEntries(data, categoryNames(searchStrings.categories)) });
    // What the header's menu bar shows on every page, without the panels' descriptions, images and
    // links (.velite/menuBar.json): those download when a visitor reaches for a menu (MegaMenu).
    Object.assign(data, { menuBar: data.navigation.map(({ id, label, path }) => ({ id, label, path })) });
    // What a news card shows, without the post's text (.velite/newsCards.json): the news list
    // shows cards, and only a post's own page needs its text. The home page shows the newest
    // few (.velite/homeNewsCards.json), and carries no more.
    const newsCards = data.news.map(
      ({ slug, title, excerpt, date, dateLabel, category, image, imageAlt, ...post }) => ({
        // A translated post's language (markShown): its card is marked with it.
        ...('language' in post && { language: post.language }),
        slug,
        title,
        excerpt,
        date,
        dateLabel,
        category,
        image,
        imageAlt,
      }),
    );
    Object.assign(data, { newsCards, homeNewsCards: [...newsCards].sort(byNewestFirst).slice(0, HOME_NEWS_CARDS) });
  },
  // Editors' help: a JSON Schema per YAML file in content/.schemas and VS Code's mapping of them
  // (json-schema.ts), rewritten whenever the schemas change them.
  complete: (_data, { config }) => writeEditorFiles(collections, dirname(config.configPath)),
});
