/** Minimum password length for sign-up (spec §9). */
export const PASSWORD_MIN_LENGTH = 8;

export type SignUpProblem = 'invalidEmail' | 'tooShort' | 'noLowercase' | 'noUppercase' | 'noDigit' | 'noSpecial';

// A practical e-mail check (something@domain.tld, no spaces); the server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every rule the sign-up form breaks, in the order the specification lists them. */
export function signUpProblems(email: string, password: string): SignUpProblem[] {
  const problems: SignUpProblem[] = [];
  if (!EMAIL.test(email.trim())) problems.push('invalidEmail');
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (!/\p{Ll}/u.test(password)) problems.push('noLowercase');
  if (!/\p{Lu}/u.test(password)) problems.push('noUppercase');
  if (!/\d/.test(password)) problems.push('noDigit');
  if (!/[^\p{L}\d\s]/u.test(password)) problems.push('noSpecial');
  return problems;
}

/** Both forms need an e-mail and a password; sign-in checks nothing else. */
export function isFilled(email: string, password: string): boolean {
  return email.trim() !== '' && password !== '';
}
