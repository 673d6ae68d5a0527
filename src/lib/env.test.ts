import { describe, expect, it } from 'vitest';
import { parseSiteUrl } from './env';

describe('parseSiteUrl', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'http://localhost:5173'],
    ['', 'http://localhost:5173'],
    ['https://ppggo.example.br', 'https://ppggo.example.br'],
    ['https://ppggo.example.br/', 'https://ppggo.example.br'],
    ['https://example.br/ppggo/', 'https://example.br/ppggo'],
  ])('%j → %s', (value, expected) => {
    expect(parseSiteUrl(value)).toBe(expected);
  });

  it.each(['ppggo.example.br', 'not a url', 'ftp://example.br', 'javascript:alert(1)'])(
    '%j fails the build, naming the setting',
    (value) => {
      expect(() => parseSiteUrl(value)).toThrow(/VITE_SITE_URL/);
    },
  );
});
