import { describe, expect, it } from 'vitest';
import { shownPost, type PostColumns } from './shown-post';

const post: PostColumns = {
  title: 'Defesa de tese',
  excerpt: 'Resumo.',
  category: 'Eventos',
  author: 'Secretaria',
  created_at: '2026-11-02T10:00:00+00:00',
};

describe('shownPost', () => {
  it('a good row shows as written, its date as ISO 8601', () => {
    expect(shownPost(post)).toEqual({
      title: 'Defesa de tese',
      excerpt: 'Resumo.',
      category: 'Eventos',
      author: 'Secretaria',
      date: '2026-11-02T10:00:00.000Z',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['created_at infinity', { created_at: 'infinity' }, { date: undefined }],
    ['created_at -infinity', { created_at: '-infinity' }, { date: undefined }],
    ['created_at 44 BC', { created_at: '0044-03-15T00:00:00+00:00 BC' }, { date: undefined }],
    ['created_at in the year 10000', { created_at: '10000-01-01T00:00:00+00:00' }, { date: undefined }],
    ['a title of only a no-break space', { title: '\u00a0' }, { title: '' }],
    ['a title of only a zero-width space', { title: '\u200b' }, { title: '' }],
    ['a title of 900 KB', { title: 'x'.repeat(900 * 1024) }, { title: `${'x'.repeat(500)}…` }],
    ['a NULL excerpt', { excerpt: null }, { excerpt: '' }],
    ['a blank author', { author: '\u200b' }, { author: '' }],
    ['a blank category', { category: ' ' }, { category: '' }],
  ])('%s', (_name, row, expected) => {
    expect(shownPost({ ...post, ...row } as PostColumns)).toMatchObject(expected);
  });
});
