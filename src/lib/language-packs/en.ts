// The notice English pages show while they are not translated, downloaded by those pages only. It
// is part of the language's registration, so it exists while locales/en/ is still empty
// (src/lib/i18n.ts).
export const untranslated = 'This page has not been translated into English yet. Its content is shown in Portuguese.';
