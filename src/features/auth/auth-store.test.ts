import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasStoredSession } from './auth-store';

describe('hasStoredSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['nothing stored', {}, false],
    ['a session of the local backend', { 'sb-127-auth-token': '{}' }, true],
    ['a session of a hosted project', { 'sb-abcdefghij-auth-token': '{}' }, true],
    ['only the theme and other keys', { 'ppg-theme': 'dark', 'sb-abc-code-verifier': 'x' }, false],
  ])('%s → %s', (_name, stored, expected) => {
    vi.stubGlobal('window', { localStorage: stored });
    expect(hasStoredSession()).toBe(expected);
  });

  it('storage that throws (privacy settings) means no session', () => {
    vi.stubGlobal('window', {
      get localStorage() {
        throw new Error('SecurityError');
      },
    });
    expect(hasStoredSession()).toBe(false);
  });
});
