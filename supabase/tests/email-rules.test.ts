import { describe, expect, it } from 'vitest';
import { signUpProblems } from '../../src/features/auth/sign-up-rules';
import { emailProblem, normalizeEmail } from '../../src/lib/email';

// The e-mail rule's home is src/lib/email.ts (the stand-in's auth and the content schema use it).
// The sign-up form (src/features/auth/sign-up-rules.ts) uses it too: this proves, through both
// entry points, that the form never refuses an address the server takes and refuses what the
// server would.
const formAccepts = (email: string) => !signUpProblems(email, 'Aa1!aaaa').includes('invalidEmail');
const serverAccepts = (email: string) => emailProblem(normalizeEmail(email)) === undefined;

describe('the sign-up form and the auth server on e-mail addresses', () => {
  it.each([
    'secretaria@exemplo.edu.br',
    'Nome.Sobrenome+ppg@hospital.org',
    '  espacos@exemplo.com  ',
    "o'brien@exemplo.co.uk",
    'a@b.cd',
  ])('both accept %s', (email) => {
    expect(serverAccepts(email)).toBe(true);
    expect(formAccepts(email)).toBe(true);
  });

  it.each(['', 'sem-arroba', 'dois@@exemplo.com', 'a@sem-ponto', 'com espaco@exemplo.com', '@exemplo.com', 'a@.com'])(
    'both refuse %j',
    (email) => {
      expect(serverAccepts(email)).toBe(false);
      expect(formAccepts(email)).toBe(false);
    },
  );
});
