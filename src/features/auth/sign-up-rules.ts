import { emailProblem, normalizeEmail } from '@/lib/email';

/** Minimum password length for sign-up (the backend's own rule too: supabase/config.toml). */
export const PASSWORD_MIN_LENGTH = 8;

export type SignUpProblem = 'invalidEmail' | 'tooShort' | 'noLowercase' | 'noUppercase' | 'noDigit' | 'noSpecial';

/** Every rule the sign-up form breaks, in the order its messages are shown (locales/pt/auth.json). */
export function signUpProblems(email: string, password: string): SignUpProblem[] {
  const problems: SignUpProblem[] = [];
  // The auth server's own rule (one home: src/lib/email.ts), so the form refuses exactly what it would.
  if (emailProblem(normalizeEmail(email))) problems.push('invalidEmail');
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (!/\p{Ll}/u.test(password)) problems.push('noLowercase');
  if (!/\p{Lu}/u.test(password)) problems.push('noUppercase');
  if (!/\d/.test(password)) problems.push('noDigit');
  if (!/[^\p{L}\d\s]/u.test(password)) problems.push('noSpecial');
  return problems;
}

export type AuthField = 'email' | 'password';

/** A message key for each field, in order; a field with none is valid. */
export type FieldProblems<Key extends string = string> = Record<AuthField, Key[]>;

/** The sign-up problems grouped by the field that shows them. */
export function signUpFieldProblems(email: string, password: string): FieldProblems<SignUpProblem> {
  const problems = signUpProblems(email, password);
  return {
    email: problems.filter((problem) => problem === 'invalidEmail'),
    password: problems.filter((problem) => problem !== 'invalidEmail'),
  };
}

/** Both forms need an e-mail and a password; sign-in checks nothing else. */
export function missingFields(email: string, password: string): FieldProblems<'required'> {
  return { email: email.trim() === '' ? ['required'] : [], password: password === '' ? ['required'] : [] };
}
