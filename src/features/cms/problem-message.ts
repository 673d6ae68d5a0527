import type { TFunction } from 'i18next';
import type { Problem } from './validation';
import type { WriteFailure } from './write-error';

/** A field's problem as the message shown beside it. */
export function problemMessage(t: TFunction, problem: Problem): string {
  switch (problem.key) {
    case 'tooLong':
    case 'listTooLong':
    case 'listTooMany':
      return t(`cms.problems.${problem.key}`, { max: problem.max });
    case 'year':
      return t('cms.problems.year', { min: problem.min, max: problem.max });
    default:
      return t(`cms.problems.${problem.key}`);
  }
}

/** A failed write as the sentence the editor shows; the form keeps what was typed. */
export function failureMessage(t: TFunction, failure: WriteFailure): string {
  if (failure.kind === 'invalid' || failure.kind === 'other')
    return t(`cms.errors.${failure.kind}`, { message: failure.message });
  return t(`cms.errors.${failure.kind}`);
}
