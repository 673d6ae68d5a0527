// Which language a build is for, and where its content modules go. Portuguese's content is built
// into .velite/; a language with content translations (content/<lang>/) gets a content build of
// its own into .velite/<lang>/, which that language's bundles import in Portuguese's place
// (scripts/build/build.mjs, vite.config.ts, velite.config.ts; docs/i18n.md, "How pages show translations").
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../../src/lib/languages.ts';

/** The environment variable naming the language a build is for; unset, Portuguese. */
export const CONTENT_LANGUAGE_VARIABLE = 'SITE_CONTENT_LANGUAGE';

/** The language a build is for, when not Portuguese; an unknown code stops the build. */
export function contentLanguage(env: Record<string, string | undefined> = process.env): Language | undefined {
  const value = env[CONTENT_LANGUAGE_VARIABLE];
  if (!value || value === DEFAULT_LANGUAGE) return undefined;
  if (!isLanguage(value)) throw new Error(`${CONTENT_LANGUAGE_VARIABLE}=${value} is not one of the site's languages`);
  return value;
}

/** Where a language's content modules are written, from the project's root. */
export function contentOutput(language: Language | undefined): string {
  return language ? `.velite/${language}` : '.velite';
}

/** The languages other than Portuguese with at least one content translation file. */
export function languagesWithContent(contentRoot = 'content'): Language[] {
  return LANGUAGES.filter(
    (language) =>
      language !== DEFAULT_LANGUAGE &&
      existsSync(join(contentRoot, language)) &&
      readdirSync(join(contentRoot, language), { recursive: true, encoding: 'utf8' }).some((name) =>
        /\.(ya?ml|mdx)$/.test(name),
      ),
  );
}

/**
 * The language of the interface strings a build's entry carries: the build's language once its
 * content build found the menus, the footer and every interface string translated (its pages then
 * need no Portuguese string unless they are untranslated), Portuguese otherwise (every region of
 * its pages is then Portuguese, and only the untranslated notice is in the language).
 */
export function interfaceLanguage(language: Language | undefined, root = '.'): Language {
  if (!language) return DEFAULT_LANGUAGE;
  const file = join(root, contentOutput(language), 'translatedPages.json');
  if (!existsSync(file)) return DEFAULT_LANGUAGE;
  const { shell } = JSON.parse(readFileSync(file, 'utf8')) as { shell: string[] };
  return shell.includes(language) ? language : DEFAULT_LANGUAGE;
}
