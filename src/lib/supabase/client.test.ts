import { describe, expect, it } from 'vitest';
import { BackendUnavailableError, isBackendUnavailable } from './client';

describe('isBackendUnavailable', () => {
  it.each([
    ['our own error', new BackendUnavailableError('http://127.0.0.1:54321'), true],
    ['auth-js network wrapper', { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 }, true],
    ['postgrest-js wrapper', { name: 'Error', message: 'BackendUnavailableError: O servidor não está acessível' }, true],
    ['wrong credentials', { name: 'AuthApiError', message: 'Invalid login credentials', status: 400 }, false],
    ['RLS refusal', { code: '42501', message: 'permission denied for table blog_posts' }, false],
    ['nothing', null, false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isBackendUnavailable(error)).toBe(expected);
  });
});
