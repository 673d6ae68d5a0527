import { describe, expect, it } from 'vitest';
import { shownPost, type PostColumns } from './shown-post';

const post: PostColumns = {
  title: 'Defesa de tese',
  excerpt: 'Resumo.',
  category: 'Eventos',
  author: 'Secretaria',
  published_on: '2026-11-02',
  cover_url: null,
  cover_alt: null,
};

describe('shownPost', () => {
  it('a good row shows as written, its date as ISO 8601', () => {
    expect(shownPost(post)).toEqual({
      title: 'Defesa de tese',
      excerpt: 'Resumo.',
      category: 'Eventos',
      author: 'Secretaria',
      date: '2026-11-02T00:00:00.000Z',
      cover: undefined,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['published_on infinity', { published_on: 'infinity' }, { date: undefined }],
    ['published_on -infinity', { published_on: '-infinity' }, { date: undefined }],
    ['published_on 44 BC', { published_on: '0044-03-15 BC' }, { date: undefined }],
    ['published_on in the year 10000', { published_on: '10000-01-01' }, { date: undefined }],
    [
      'a cover with its text',
      { cover_url: 'https://exemplo.br/a.jpg', cover_alt: 'A' },
      { cover: { src: 'https://exemplo.br/a.jpg', alt: 'A' } },
    ],
    ['a cover with a NULL text', { cover_url: '/a.jpg', cover_alt: null }, { cover: undefined }],
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
