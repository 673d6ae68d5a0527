import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { I18nContext, getI18n } from 'react-i18next';

// Components read their interface strings through `useStrings`, not react-i18next's
// `useTranslation`. A document shows one language and never switches it (src/lib/i18n.ts), so
// the hook needs no subscription to i18next's events, and the function it hands out is made once
// per instance and language. That function answers what the site's strings are made of itself,
// from i18next's own store and in i18next's order: plain text, `{{variables}}`, plural forms.
// i18next's general path (its options copied on every call, plural and context variants tried,
// interpolation and nesting run over every result) costs tens of microseconds a call on a cheap
// phone, and a page hydrating makes about a hundred calls. Anything else (i18next's own options,
// formats, nesting, a missing key) still goes to i18next, so both give the same text
// (use-strings.test.ts compares them on every key).

/** The instance a component renders with: its provider's (a region's, a test's), else the site's. */
export function useI18n(): I18n {
  return useContext(I18nContext)?.i18n ?? getI18n();
}

/** `t` and the instance, for text in `lng` (the instance's language when unset). */
export function useStrings(options?: { lng?: string }): { t: TFunction; i18n: I18n } {
  const i18n = useI18n();
  return { t: stringsFor(i18n, options?.lng ?? i18n.language), i18n };
}

const made = new WeakMap<I18n, Map<string, TFunction>>();

/** The `t` of `i18n` fixed to `language`, made once: `i18n.getFixedT(language)`, answering what it can itself. */
export function stringsFor(i18n: I18n, language: string): TFunction {
  let byLanguage = made.get(i18n);
  if (!byLanguage) made.set(i18n, (byLanguage = new Map()));
  let t = byLanguage.get(language);
  if (!t) byLanguage.set(language, (t = directFirst(i18n, language)));
  return t;
}

/** i18next's own options: a call that passes one is i18next's to answer. */
const I18NEXT_OPTIONS = new Set([
  'appendNamespaceToCIMode',
  'context',
  'defaultValue',
  'fallbackLng',
  'interpolation',
  'joinArrays',
  'keyPrefix',
  'keySeparator',
  'lng',
  'lngs',
  'ns',
  'nsSeparator',
  'ordinal',
  'postProcess',
  'replace',
  'returnDetails',
  'returnObjects',
  'skipInterpolation',
]);

function directFirst(i18n: I18n, language: string): TFunction {
  const languages = i18n.services.languageUtils.toResolveHierarchy(language);
  const plain = new Map<string, string>();
  let fixed: ((...args: unknown[]) => unknown) | undefined;
  // Strings added later (a page's area, a language pack) may answer a key that fell through.
  i18n.store.on('added', () => plain.clear());
  i18n.store.on('removed', () => plain.clear());
  const direct = (key: unknown, options: unknown, rest: unknown[]): string | undefined => {
    if (typeof key !== 'string' || rest.length > 0) return undefined;
    if (options === undefined) {
      let text = plain.get(key);
      if (text === undefined) {
        const template = resolveString(i18n, languages, key);
        text = template === undefined ? undefined : fillVariables(template, {});
        if (text !== undefined) plain.set(key, text);
      }
      return text;
    }
    if (typeof options !== 'object' || options === null) return undefined;
    const variables = options as Record<string, unknown>;
    for (const name in variables) if (I18NEXT_OPTIONS.has(name) || name.startsWith('defaultValue')) return undefined;
    const { count } = variables;
    if (count !== undefined && typeof count !== 'number' && typeof count !== 'string') return undefined;
    // i18next takes a count given as text for a variable only, not for choosing a plural form.
    const template = resolveString(i18n, languages, key, typeof count === 'number' ? count : undefined);
    return template === undefined ? undefined : fillVariables(template, variables);
  };
  const t = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const text = direct(key, options, rest);
    if (text !== undefined) return text;
    fixed ??= i18n.getFixedT(language) as unknown as (...args: unknown[]) => unknown;
    return fixed(key, options, ...rest);
  };
  return t as unknown as TFunction;
}

/**
 * The string i18next would pick for `key` (with `count`, its plural form): the first of
 * `languages` with a non-empty value for it, trying the `_zero` form, then the language's plural
 * form, then the key itself, as i18next does. Undefined when i18next would do more with it (an
 * object, a nested `$t(…)`, an unescaped `{{- …}}`) or has nothing (it decides what to show).
 */
function resolveString(i18n: I18n, languages: readonly string[], key: string, count?: number): string | undefined {
  if (key.includes(i18n.options.nsSeparator || ':')) return undefined;
  const separator = i18n.options.pluralSeparator ?? '_';
  for (const language of languages) {
    const forms =
      count === undefined
        ? [key]
        : [
            ...(count === 0 ? [`${key}${separator}zero`] : []),
            `${key}${i18n.services.pluralResolver.getSuffix(language, count)}`,
            key,
          ];
    for (const form of forms) {
      const value: unknown = i18n.getResource(language, 'translation', form);
      // i18next passes over those too (returnNull and returnEmptyString are off).
      if (value === undefined || value === null || value === '') continue;
      return typeof value === 'string' && !value.includes('$t(') && !value.includes('{{-') ? value : undefined;
    }
  }
  return undefined;
}

/**
 * `template` with each `{{name}}` replaced by that variable, as i18next replaces it (values as
 * they are, not escaped: React escapes them), or undefined when a placeholder asks i18next for
 * more: a format (`{{n, number}}`), a path, a variable missing or not text or a number, a value
 * i18next would read again as a placeholder or a nested string.
 */
function fillVariables(template: string, variables: Record<string, unknown>): string | undefined {
  if (!template.includes('{{')) return template;
  let complete = true;
  const text = template.replace(/{{(.+?)}}/g, (_, name: string) => {
    const value = variables[name.trim()];
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string' && !value.includes('{{') && !value.includes('$t(')) return value;
    complete = false;
    return '';
  });
  return complete ? text : undefined;
}
