import { describe, expect, it } from 'vitest';
import { cutAtWord, withExcerpts } from './excerpt';

describe('cutAtWord', () => {
  it.each([
    ['fits whole', 'curto', 10, 'curto'],
    ['exactly the limit', 'abcde fghi', 10, 'abcde fghi'],
    ['ends at the last whole word', 'uma frase longa demais', 12, 'uma frase…'],
    ['a word ending at the limit stays', 'uma frase longa', 9, 'uma frase…'],
    ['trailing punctuation goes before the ellipsis', 'um, dois, três', 9, 'um, dois…'],
    ['one long word is cut at the limit', 'x'.repeat(20), 10, `${'x'.repeat(10)}…`],
  ])('%s', (_name, text, length, expected) => {
    expect(cutAtWord(text, length)).toBe(expected);
  });
});

describe('withExcerpts', () => {
  it('keeps each post’s own excerpt, trimmed', async () => {
    expect(await withExcerpts([{ excerpt: ' Resumo. ', content: '# Texto' }])).toEqual([
      { excerpt: 'Resumo.', content: '# Texto' },
    ]);
  });

  it.each([
    ['no excerpt', null],
    ['a blank one', '\u00a0\u200b'],
    ['one that is not text', ['a']],
  ])('a post with %s shows the start of its text as the page renders it', async (_name, excerpt) => {
    const [post] = await withExcerpts([{ excerpt, content: '## Edital\n\n**Inscrições** até [sexta](/agenda).' }]);
    expect(post!.excerpt).toBe('Edital Inscrições até sexta.');
  });

  it('the start of a long text is cut at a word', async () => {
    const [post] = await withExcerpts([{ excerpt: '', content: `**${'palavra '.repeat(40).trim()}**` }]);
    expect(post!.excerpt).toMatch(/^(palavra ){17}palavra…$/);
  });

  it('a post whose text is not text has an empty excerpt', async () => {
    const [post] = await withExcerpts([{ excerpt: null, content: null }]);
    expect(post!.excerpt).toBe('');
  });
});
