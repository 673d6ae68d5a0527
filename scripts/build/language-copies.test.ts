import { describe, expect, it } from 'vitest';
import { languageOfId, manifestSuffix, withLanguage, withoutLanguage } from './language-copies';

describe("a language's copy of a module, by its id", () => {
  it.each([
    ['/p/src/app/router.tsx', undefined],
    ['/p/src/app/router.tsx?lang=en', 'en'],
    ['/p/src/routes/faq.tsx?tsr-split=component&lang=es', 'es'],
    // Portuguese's copy is the module itself; an unknown code is no language.
    ['/p/src/app/router.tsx?lang=pt', undefined],
    ['/p/src/app/router.tsx?lang=xx', undefined],
    ['/p/locales/pt/common.json?url', undefined],
  ])('%s is %s’s copy', (id, language) => {
    expect(languageOfId(id)).toBe(language);
  });

  it.each([
    ['/p/src/main.tsx', '/p/src/main.tsx?lang=en'],
    ['/p/src/routes/faq.tsx?tsr-split=component', '/p/src/routes/faq.tsx?tsr-split=component&lang=en'],
  ])('names %s’s English copy %s, and takes the language off again', (id, copy) => {
    expect(withLanguage(id, 'en')).toBe(copy);
    expect(languageOfId(copy)).toBe('en');
    expect(withoutLanguage(copy)).toBe(id);
  });

  it('names the copies in the manifest’s keys as it names them in ids', () => {
    expect(`src/main.tsx?${manifestSuffix('en')}`).toBe(withLanguage('src/main.tsx', 'en'));
    expect(manifestSuffix(undefined)).toBe('');
  });
});
