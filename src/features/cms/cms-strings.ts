import { i18n, withZeroAsPlural } from '@/lib/i18n';

// The admin area's interface strings (locales/<lang>/admin/cms.json) arrive with its code, not in
// every page's entry like the other locale files: the public pages never show them. Importing
// this module adds them, once, to the site's i18next instance under `cms.*`.
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/admin/cms.json', {
  eager: true,
  import: 'default',
});

for (const [path, strings] of Object.entries(files)) {
  const language = /locales\/(\w+)\/admin\//.exec(path)?.[1];
  if (language) i18n.addResourceBundle(language, 'translation', { cms: withZeroAsPlural(strings) }, true, true);
}
