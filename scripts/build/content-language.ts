// Which language a content build is for, and where its modules go. Portuguese's content is built
// into .velite/; a language with translations (content/<lang>/, locales/<lang>/) gets a content build
// of its own into .velite/<lang>/ (scripts/build/content.ts runs it), which that language's copy of
// the site's modules imports in Portuguese's place (scripts/build/language-graphs.ts; docs/i18n.md,
// "How pages get their language").
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../../src/lib/languages.ts';

/** The environment variable naming the language a content build is for; unset, Portuguese. */
export const CONTENT_LANGUAGE_VARIABLE = 'SITE_CONTENT_LANGUAGE';

/** The language a content build is for, when not Portuguese; an unknown code stops the build. */
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

/**
 * The languages other than Portuguese a translator has started: a content file in content/<lang>/
 * or a string in locales/<lang>/. Each gets a content build and an entry of its own.
 */
export function languagesWithTranslations(root = '.'): Language[] {
  const files = (dir: string, pattern: RegExp) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((name) => pattern.test(name))
          .map((name) => join(dir, name))
      : [];
  const hasString = (file: string) => /"[^"]*"\s*:/.test(readFileSync(file, 'utf8'));
  return LANGUAGES.filter(
    (language) =>
      language !== DEFAULT_LANGUAGE &&
      (files(join(root, 'content', language), /\.(ya?ml|mdx)$/).length > 0 ||
        files(join(root, 'locales', language), /\.json$/).some(hasString)),
  );
}
