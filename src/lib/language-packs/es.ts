// The notice Spanish pages show while they are not translated, downloaded by those pages only. It
// is part of the language's registration, so it exists while locales/es/ is still empty
// (src/lib/i18n.ts).
export const untranslated = 'Esta página aún no se ha traducido al español. Su contenido se muestra en portugués.';
