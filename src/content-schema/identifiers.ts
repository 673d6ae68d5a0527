// Researcher identifiers that Brazilian examining boards expect on an adviser's profile.

/** A CNPq Lattes CV address: http(s)://lattes.cnpq.br/ followed by the 16-digit id. */
export const LATTES_URL = /^https?:\/\/lattes\.cnpq\.br\/\d{16}$/;

export function isLattesUrl(url: string): boolean {
  return LATTES_URL.test(url);
}

/** An ORCID iD as a URL, the form ORCID asks sites to display: https://orcid.org/0000-0002-1825-0097. */
export const ORCID_URL = /^https:\/\/orcid\.org\/(\d{4}-\d{4}-\d{4}-\d{3}[\dX])$/;

/** The ISO 7064 MOD 11-2 check character of the first 15 digits ("0"–"9" or "X" for 10). */
export function orcidCheckCharacter(digits: string): string {
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/** True for an ORCID URL whose last character is the checksum of the other fifteen digits. */
export function isOrcidUrl(url: string): boolean {
  const id = ORCID_URL.exec(url)?.[1];
  if (!id) return false;
  const digits = id.replaceAll('-', '');
  return orcidCheckCharacter(digits.slice(0, 15)) === digits.slice(15);
}
