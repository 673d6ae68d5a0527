import { describe, expect, it } from 'vitest';
import { foldText } from './search-text';

describe('foldText', () => {
  it.each([
    ['Ginecológica', 'ginecologica'],
    ['GESTAÇÃO', 'gestacao'],
    ['João Pré-natal', 'joao pre-natal'],
    ['ÚTERO & ovário', 'utero & ovario'],
    ['já sem acento', 'ja sem acento'],
  ])('%s -> %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});
