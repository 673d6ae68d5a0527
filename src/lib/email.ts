// E-mail addresses as GoTrue (Supabase Auth) accepts them: one home for the rule, used by the
// local stand-in's auth endpoints (supabase/local/validate.ts) and by the content schema
// (contact and data-contact addresses). Every check is linear in the input's length: no
// backtracking regular expression sees unbounded input.

export const MAX_EMAIL_LENGTH = 255;

/** The local part's characters GoTrue (checkmail) accepts. */
const LOCAL_PART = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/;

/** One normalisation for sign-up and sign-in alike: surrounding spaces dropped, lower case. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Why GoTrue would refuse this (normalised) e-mail address, or undefined when it is fine. */
export function emailProblem(email: string): string | undefined {
  if (email === '') return 'An email address is required';
  if (email.length > MAX_EMAIL_LENGTH) return 'An email address is too long';
  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@')) return 'Unable to validate email address: invalid format';
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  // Length checks first, so each regular expression runs on at most 64 characters per label.
  const valid =
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => label.length <= 63 && LABEL.test(label));
  return valid ? undefined : 'Unable to validate email address: invalid format';
}
