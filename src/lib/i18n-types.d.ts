import 'i18next';
import type common from '../../locales/pt/common.json';
import type layout from '../../locales/pt/layout.json';
import type pages from '../../locales/pt/pages.json';

// Typed keys: `t('layout.nope')` is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: { common: typeof common; layout: typeof layout; pages: typeof pages } };
  }
}
