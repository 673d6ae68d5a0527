// Portuguese's interface strings for the builds whose entry carries another language's (a
// language that translates the whole interface and the menus): that language's untranslated
// pages read in Portuguese and load this. The staff's areas are left out: their pages exist in
// Portuguese only, served by Portuguese's build (src/lib/i18n.ts).
export const files = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/pt/*.json', '!../../../locales/pt/{auth,cms}.json'],
  { eager: true, import: 'default' },
);
