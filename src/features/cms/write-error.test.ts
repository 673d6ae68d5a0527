import { describe, expect, it } from 'vitest';
import { BackendTimeoutError, BackendUnavailableError } from '@/lib/supabase/backend';
import { classifyWriteError } from './write-error';

describe('classifyWriteError', () => {
  it.each<[string, unknown, object]>([
    ['no answer', new BackendUnavailableError('http://x'), { kind: 'unreachable' }],
    ['a timeout', new BackendTimeoutError('http://x'), { kind: 'unreachable' }],
    [
      'a fetch failure as postgrest-js reports it',
      { message: 'BackendUnavailableError: Backend unavailable: cannot reach http://x', code: '' },
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
    ['nothing at all', undefined, { kind: 'other', message: 'erro desconhecido' }],
  ])('%s', (_name, error, failure) => {
    expect(classifyWriteError(error)).toEqual(failure);
  });
});
