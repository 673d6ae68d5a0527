import type { TFunction } from 'i18next';
import { REQUEST_TIMEOUT_MS } from '@/lib/supabase/backend';
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
  if (failure.kind === 'server') return t('cms.errors.server', { status: failure.status });
  if (failure.kind === 'timeout') return t('cms.errors.timeout', { seconds: REQUEST_TIMEOUT_MS / 1000 });
  return t(`cms.errors.${failure.kind}`);
}

/** The heading over that sentence: a save with no answer may have been written after all. */
export function failureTitle(t: TFunction, failure: WriteFailure): string {
  return t(failure.kind === 'timeout' ? 'cms.errors.timeoutTitle' : 'cms.errors.title');
}
