// The site's text searches (header box, /busca, the advisers' name filter) share these rules.

/**
 * A search text holds at most 100 characters, in every search of the site alike (the fields stop
 * there; a longer one in a URL is cut or ignored): more than any name or topic needs.
 */
export const SEARCH_TEXT_MAX = 100;

/** Lower case without accents, so "gestacao" finds "gestação" and "joao" finds "João". */
export function foldText(value: string): string {
  return (
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      // Locale-free: lower case is the same in all the site's languages.
      .toLowerCase()
  );
}
