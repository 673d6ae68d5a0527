import { describe, expect, it } from 'vitest';
import { likePattern } from './filters';

describe('likePattern', () => {
  it.each([
    ['pré-natal', '%pré-natal%'],
    ['  espaços  ', '%espaços%'],
    ['100%', '%100_%'],
    ['a*b', '%a_b%'],
    ['a\\b', '%a_b%'],
    ['snake_case', '%snake_case%'],
  ])('%j → %j', (term, pattern) => {
    expect(likePattern(term)).toBe(pattern);
  });
});
