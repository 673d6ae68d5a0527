// What a page in Spanish downloads besides the Portuguese entry, as one module (one request): its
// interface strings and the notice its untranslated pages show. The notice is part of the
// language's registration, so it exists while locales/es/ is still empty (src/lib/i18n.ts).
export const files = import.meta.glob<Record<string, unknown>>('../../../locales/es/*.json', {
  eager: true,
  import: 'default',
});
export const untranslated = 'Esta página aún no se ha traducido al español. Su contenido se muestra en portugués.';
