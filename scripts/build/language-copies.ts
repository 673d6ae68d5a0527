// How a language's copy of a module is named (scripts/build/language-graphs.ts): the module's id
// with `lang=<code>` in its query, `/src/x.tsx?lang=en`; Portuguese's copy is the module itself.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../src/lib/languages.ts';

const LANGUAGE_PARAMETER = 'lang';

/** The language of a module's copy, from its id (`/src/x.tsx?lang=en` → en); undefined for Portuguese's. */
export function languageOfId(id: string): Language | undefined {
  const query = id.split('?')[1];
  if (!query) return undefined;
  const code = new URLSearchParams(query).get(LANGUAGE_PARAMETER);
  return isLanguage(code) && code !== DEFAULT_LANGUAGE ? code : undefined;
}

/** A module's id as `language`'s copy. */
export function withLanguage(id: string, language: Language): string {
  return `${id}${id.includes('?') ? '&' : '?'}${LANGUAGE_PARAMETER}=${language}`;
}

/** The suffix a language's copies carry in Vite's manifest keys ('' for Portuguese's). */
export const manifestSuffix = (language: Language | undefined) => (language ? `${LANGUAGE_PARAMETER}=${language}` : '');

/** A module's id without the language of its copy: Portuguese's. */
export function withoutLanguage(id: string): string {
  const [path, query] = id.split('?');
  if (query === undefined) return id;
  const parameters = new URLSearchParams(query);
  parameters.delete(LANGUAGE_PARAMETER);
  const rest = parameters.toString();
  return rest ? `${path}?${rest}` : path!;
}

/** A language's entry in the build's output (`main-en`, `entry-server-en`): Portuguese's keeps its name. */
export const languageEntry = (entry: string, language: Language | undefined) =>
  language ? `${entry}-${language}` : entry;
