import { describe, expect, it } from 'vitest';
import { cutAtWord, excerptOf, markdownText } from './excerpt';

describe('markdownText', () => {
  it.each([
    ['# Título\n\nTexto com **ênfase** e [link](/x).', 'Título Texto com ênfase e link.'],
    ['- um\n- dois\n\n1. três', 'um dois três'],
    ['> citação\n\n---\n\n![foto](/f.jpg) fim', 'citação foto fim'],
    ['```\ncódigo\n```', 'código'],
    ['texto   com\n\nespaços', 'texto com espaços'],
  ])('%j → %j', (markdown, text) => {
    expect(markdownText(markdown)).toBe(text);
  });
});

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

describe('excerptOf', () => {
  it.each([
    ['an excerpt wins', '  Resumo.  ', 'Texto', 'Resumo.'],
    ['a blank excerpt means the text', '  ', 'Texto', 'Texto'],
    ['no excerpt: the plain text', null, '## Olá\n\n**mundo**', 'Olá mundo'],
  ])('%s', (_name, excerpt, content, expected) => {
    expect(excerptOf(excerpt, content)).toBe(expected);
  });

  it('a long text ends at a word within 150 characters, with an ellipsis', () => {
    const content = 'palavra '.repeat(40);
    const excerpt = excerptOf(null, content);
    expect(excerpt.length).toBeLessThanOrEqual(151);
    expect(excerpt).toMatch(/ palavra…$/);
  });
});
