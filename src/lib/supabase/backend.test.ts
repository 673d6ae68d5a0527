import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BackendTimeoutError,
  BackendUnavailableError,
  guardedFetch,
  isBackendUnavailable,
  withDeadline,
} from './backend';

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

describe('withDeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers what the call answers in time', async () => {
    await expect(withDeadline(async () => 'row', 10_000, 'http://x')).resolves.toBe('row');
  });

  it('passes on the call’s own failure', async () => {
    const refusal = { code: '42501', message: 'row-level security' };
    await expect(withDeadline(() => Promise.reject(refusal as unknown as Error), 10_000, 'http://x')).rejects.toBe(
      refusal,
    );
  });

  it('gives up at the deadline on a call that never settles, and aborts its signal', async () => {
    let seen: AbortSignal | undefined;
    const call = withDeadline(
      (signal) => {
        seen = signal;
        return new Promise<never>(() => undefined);
      },
      10_000,
      'http://x',
    );
    const outcome = expect(call).rejects.toBeInstanceOf(BackendTimeoutError);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(seen?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(seen?.aborted).toBe(true);
  });
});
