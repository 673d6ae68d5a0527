// What a page in English downloads besides the Portuguese entry, as one module (one request): its
// interface strings and the notice its untranslated pages show. The notice is part of the
// language's registration, so it exists while locales/en/ is still empty (src/lib/i18n.ts).
export const files = import.meta.glob<Record<string, unknown>>('../../../locales/en/*.json', {
  eager: true,
  import: 'default',
});
export const untranslated = 'This page has not been translated into English yet. Its content is shown in Portuguese.';
