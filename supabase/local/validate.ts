// Input checks of the stand-in's auth endpoints, as GoTrue makes them. Every check is linear in
// the input's length: no backtracking regular expression sees unbounded input.

// The e-mail rule has one home, shared with the site: src/lib/email.ts.
export { emailProblem, MAX_EMAIL_LENGTH, normalizeEmail } from '../../src/lib/email.ts';

/** bcrypt reads only 72 bytes; GoTrue refuses longer passwords instead of truncating them. */
export const MAX_PASSWORD_BYTES = 72;

export function passwordTooLong(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;
}

/** Control characters (NUL above all) that Postgres text cannot hold or that no token contains. */
export function hasControlCharacters(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- the point is to find them
  return /[\u0000-\u001f\u007f]/.test(value);
}
