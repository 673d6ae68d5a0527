import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, authStorageKey, hasStoredSession } from './auth-storage';

describe('authStorageKey', () => {
  it.each([
    ['http://127.0.0.1:54321', 'sb-127-auth-token'],
    ['https://abcdefghij.supabase.co', 'sb-abcdefghij-auth-token'],
    ['http://localhost:54321', 'sb-localhost-auth-token'],
    ['', 'sb--auth-token'],
  ])('%s → %s', (url, key) => {
    expect(authStorageKey(url)).toBe(key);
  });

  it("is supabase-js's own default, so sessions stored before it was named stay valid", () => {
    const client = createClient('https://abcdefghij.supabase.co', 'key', { auth: { persistSession: false } });
    expect((client as unknown as { storageKey: string }).storageKey).toBe(
      authStorageKey('https://abcdefghij.supabase.co'),
    );
  });
});

describe('hasStoredSession', () => {
  const storage = new Map<string, string>();
  afterEach(() => {
    storage.clear();
    vi.unstubAllGlobals();
  });

  it.each([
    ['nothing stored', {}, false],
    ['a session under the key', { [AUTH_STORAGE_KEY]: '{}' }, true],
    ["another backend's session", { 'sb-outro-auth-token': '{}' }, false],
  ])('%s → %s', (_name, stored, expected) => {
    for (const [key, value] of Object.entries(stored)) storage.set(key, value);
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => storage.get(key) ?? null } });
    expect(hasStoredSession()).toBe(expected);
  });

  it('storage that throws means no session', () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
    });
    expect(hasStoredSession()).toBe(false);
  });
});
