import { describe, expect, it } from 'vitest';
import { entryLink } from './entry-link';

describe('entryLink', () => {
  it.each<[string, { to: string; hash: string | undefined }]>([
    ['/orientadores', { to: '/orientadores', hash: undefined }],
    ['/producao/artigos#coorte-gestantes', { to: '/producao/artigos', hash: 'coorte-gestantes' }],
    [
      '/institucional/egressos#00000000-0000-4000-8000-000000000003',
      { to: '/institucional/egressos', hash: '00000000-0000-4000-8000-000000000003' },
    ],
    ['/institucional/programa?aba=ccp', { to: '/institucional/programa?aba=ccp', hash: undefined }],
  ])('%s', (path, expected) => {
    expect(entryLink(path)).toEqual(expected);
  });
});
