import 'i18next';
import type common from '../../locales/pt/common.json';
import type layout from '../../locales/pt/layout.json';
import type pages from '../../locales/pt/pages.json';
import type search from '../../locales/pt/search.json';
import type auth from '../../locales/pt/auth.json';
import type cms from '../../locales/pt/cms.json';
import type advisers from '../../locales/pt/advisers.json';
import type researchLines from '../../locales/pt/research-lines.json';
import type candidates from '../../locales/pt/candidates.json';
import type news from '../../locales/pt/news.json';
import type contact from '../../locales/pt/contact.json';
import type databaseNotice from '../../locales/pt/database-notice.json';
import type listings from '../../locales/pt/listings.json';

// Typed keys: `t('layout.nope')` is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: {
        common: typeof common;
        layout: typeof layout;
        pages: typeof pages;
        search: typeof search;
        auth: typeof auth;
        cms: typeof cms;
        advisers: typeof advisers;
        'research-lines': typeof researchLines;
        candidates: typeof candidates;
        news: typeof news;
        contact: typeof contact;
        'database-notice': typeof databaseNotice;
        listings: typeof listings;
        /** Each language's "not translated yet" notice (src/lib/language-packs), not a locales/ file. */
        language: { untranslated: string };
      };
    };
  }
}
