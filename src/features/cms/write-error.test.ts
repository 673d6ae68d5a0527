import { describe, expect, it } from 'vitest';
import { BackendTimeoutError, BackendUnavailableError } from '@/lib/supabase/backend';
import { classifyWriteError, isOwnInsertAgain, offersRetry, type WriteFailure } from './write-error';

describe('classifyWriteError', () => {
  it.each<[string, unknown, object]>([
    ['no connection', new BackendUnavailableError('http://x'), { kind: 'unreachable' }],
    ['no answer in time', new BackendTimeoutError('http://x'), { kind: 'timeout' }],
    [
      'a read that timed out, as postgrest-js reports it: nothing was being written',
      {
        message: 'BackendUnavailableError: Backend unavailable: cannot reach http://x',
        code: '',
        hint: 'Request was aborted (timeout or manual cancellation)',
      },
      { kind: 'unreachable' },
    ],
    [
      'row-level security',
      { code: '42501', message: 'new row violates row-level security policy' },
      { kind: 'permission' },
    ],
    ['an expired token', { code: 'PGRST303', message: 'JWT expired' }, { kind: 'session' }],
    ['a forged token', { code: 'PGRST301', message: 'No suitable key' }, { kind: 'session' }],
    ['a duplicate slug', { code: '23505', message: 'duplicate key value' }, { kind: 'duplicate' }],
    [
      'a check constraint',
      { code: '23514', message: 'violates check constraint' },
      { kind: 'invalid', message: 'violates check constraint' },
    ],
    [
      'a named rule',
      {
        code: '23514',
        message: 'new row for relation "blog_posts" violates check constraint "blog_posts_title_length"',
      },
      {
        kind: 'invalid',
        message: 'new row for relation "blog_posts" violates check constraint "blog_posts_title_length"',
        rule: 'blog_posts_title_length',
      },
    ],
    [
      'a bad number',
      { code: '22P02', message: 'invalid input syntax' },
      { kind: 'invalid', message: 'invalid input syntax' },
    ],
    ['no row to update', { code: 'PGRST116', message: 'Cannot coerce' }, { kind: 'missing' }],
    ['a server error', { code: 'XX000', message: 'boom' }, { kind: 'other', message: 'boom' }],
    ['a proxy’s 502 page', { message: '<html>Bad Gateway</html>', status: 502 }, { kind: 'server', status: 502 }],
    ['a 500 without a body', { message: '', status: 500 }, { kind: 'server', status: 500 }],
    [
      'a refusal the server explains, though with a 500',
      { code: '23514', message: 'violates check constraint', status: 500 },
      { kind: 'invalid', message: 'violates check constraint' },
    ],
    ['a 400 the server explains', { message: 'bad request', status: 400 }, { kind: 'other', message: 'bad request' }],
    ['nothing at all', undefined, { kind: 'other', message: 'erro desconhecido' }],
  ])('%s', (_name, error, failure) => {
    expect(classifyWriteError(error)).toEqual(failure);
  });
});

describe('offersRetry', () => {
  it.each<[WriteFailure, boolean]>([
    [{ kind: 'timeout' }, true],
    [{ kind: 'unreachable' }, true],
    [{ kind: 'server', status: 503 }, true],
    [{ kind: 'permission' }, false],
    [{ kind: 'session' }, false],
    [{ kind: 'duplicate' }, false],
    [{ kind: 'invalid', message: 'x' }, false],
    [{ kind: 'missing' }, false],
    [{ kind: 'other', message: 'x' }, false],
  ])('%o → %s', (failure, expected) => {
    expect(offersRetry(failure)).toBe(expected);
  });
});

describe('isOwnInsertAgain', () => {
  const taken = (constraint: string) => ({
    code: '23505',
    message: `duplicate key value violates unique constraint "${constraint}"`,
  });
  it.each<[string, unknown, string, boolean]>([
    ['the row’s own id', taken('egressos_pkey'), 'egressos', true],
    ['a post’s address', taken('blog_posts_slug_key'), 'blog_posts', false],
    ['another table’s key', taken('blog_posts_pkey'), 'egressos', false],
    ['a refusal', { code: '42501', message: '"egressos_pkey"' }, 'egressos', false],
    ['nothing', undefined, 'egressos', false],
  ])('%s → %s', (_name, error, table, expected) => {
    expect(isOwnInsertAgain(error, table)).toBe(expected);
  });
});
