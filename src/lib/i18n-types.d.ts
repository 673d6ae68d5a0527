import 'i18next';
import type common from '../../locales/pt/common.json';
import type layout from '../../locales/pt/layout.json';
import type pages from '../../locales/pt/pages.json';
import type cms from '../../locales/pt/admin/cms.json';

// Typed keys: `t('layout.nope')` is a type error. `cms.*` lives in locales/<lang>/admin/ and
// reaches the browser with the admin area's code only (src/features/cms/cms-strings.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: { common: typeof common; layout: typeof layout; pages: typeof pages; cms: typeof cms };
    };
  }
}
