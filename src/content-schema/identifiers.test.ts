import { describe, expect, it } from 'vitest';
import { isLattesUrl, isOrcidUrl, orcidCheckCharacter } from './identifiers';

describe('orcidCheckCharacter (ISO 7064 MOD 11-2)', () => {
  // Examples from ORCID's documentation ("Structure of the ORCID Identifier").
  it.each([
    ['000000021825009', '7'],
    ['000000021694233', 'X'],
    ['000000026378622', '9'],
    ['000000000000000', '1'],
  ])('%s → %s', (digits, check) => expect(orcidCheckCharacter(digits)).toBe(check));
});

describe('isOrcidUrl', () => {
  it.each([
    ['https://orcid.org/0000-0002-1825-0097', true],
    ['https://orcid.org/0000-0002-1694-233X', true],
    ['https://orcid.org/0000-0002-1825-0098', false], // wrong check digit
    ['https://orcid.org/0000-0002-1694-233x', false], // the X is upper-case
    ['http://orcid.org/0000-0002-1825-0097', false], // ORCID's display form is https
    ['https://orcid.org/0000000218250097', false], // hyphens required
    ['0000-0002-1825-0097', false], // the bare id, not a link
    ['https://orcid.org/0000-0002-1825-0097/', false],
  ])('%s → %s', (url, valid) => expect(isOrcidUrl(url)).toBe(valid));
});

describe('isLattesUrl', () => {
  it.each([
    ['http://lattes.cnpq.br/1234567890123456', true],
    ['https://lattes.cnpq.br/1234567890123456', true],
    ['http://lattes.cnpq.br/123456789012345', false], // 15 digits
    ['http://lattes.cnpq.br/12345678901234567', false], // 17 digits
    ['http://lattes.cnpq.br/', false],
    ['http://buscatextual.cnpq.br/buscatextual/visualizacv.do?id=K1234567A8', false],
    ['http://lattes.example.com/1234567890123456', false],
  ])('%s → %s', (url, valid) => expect(isLattesUrl(url)).toBe(valid));
});
