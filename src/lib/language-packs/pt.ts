// Portuguese's interface strings for a language's pages where some area comes in that language: a
// region of them that reads in Portuguese (an untranslated page, a shell not translated yet)
// loads this. The staff's areas are left out: their pages exist in Portuguese only
// (src/lib/i18n.ts).
export const files = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/pt/*.json', '!../../../locales/pt/{auth,cms}.json'],
  { eager: true, import: 'default' },
);
