import { describe, expect, it } from 'vitest';
import { BackendUnavailableError, guardedFetch, isBackendUnavailable } from './backend';

describe('isBackendUnavailable', () => {
  it.each([
    ['our own error', new BackendUnavailableError('http://127.0.0.1:54321'), true],
    ['auth-js network wrapper', { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 }, true],
    [
      'postgrest-js wrapper',
      { message: 'BackendUnavailableError: Backend unavailable: cannot reach x', code: '' },
      true,
    ],
    ['wrong credentials', { name: 'AuthApiError', message: 'Invalid login credentials', status: 400 }, false],
    ['RLS refusal', { code: '42501', message: 'permission denied for table blog_posts' }, false],
    ['nothing', null, false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isBackendUnavailable(error)).toBe(expected);
  });
});

describe('guardedFetch', () => {
  it('lets the caller abort with its own AbortError', async () => {
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
      );
    const controller = new AbortController();
    const call = guardedFetch('http://x', 10_000, never)('http://x/a', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
