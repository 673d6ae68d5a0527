// Portuguese's interface strings for the builds where some area comes in another language: a
// region of their pages that reads in Portuguese (an untranslated page, a shell not translated
// yet) loads this. The staff's areas are left out: their pages exist in Portuguese only, served by
// Portuguese's build (src/lib/i18n.ts).
export const files = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/pt/*.json', '!../../../locales/pt/{auth,cms}.json'],
  { eager: true, import: 'default' },
);
