import { describe, expect, it } from 'vitest';
import {
  checkChoice,
  checkList,
  checkText,
  checkYear,
  collect,
  latestYear,
  problemFields,
  refusedRule,
  trimBlank,
} from './validation';

describe('checkText', () => {
  it.each([
    ['', true, 5, { key: 'required' }],
    ['   ', true, 5, { key: 'required' }],
    ['', false, 5, undefined],
    ['abcde', true, 5, undefined],
    ['  abcde  ', true, 5, undefined],
    ['abcdef', false, 5, { key: 'tooLong', max: 5 }],
    ['\u00a0\u200b\ufeff', true, 5, { key: 'required' }],
    ['\u2060 abcde \u3000', true, 5, undefined],
    ['📣📣📣📣📣', true, 5, undefined],
    ['📣📣📣📣📣📣', true, 5, { key: 'tooLong', max: 5 }],
  ])('%j (required: %s, max %i) → %j', (value, required, max, problem) => {
    expect(checkText(value, { required, max })).toEqual(problem);
  });
});

describe('checkYear', () => {
  it.each([
    ['', { key: 'required' }],
    ['2024', undefined],
    [' 1973 ', undefined],
    ['1972', { key: 'year', min: 1973, max: 2027 }],
    ['2028', { key: 'year', min: 1973, max: 2027 }],
    ['20.5', { key: 'year', min: 1973, max: 2027 }],
    ['2e3', { key: 'year', min: 1973, max: 2027 }],
    ['dois mil', { key: 'year', min: 1973, max: 2027 }],
  ])('%j → %j', (value, problem) => {
    expect(checkYear(value, 1973, 2027)).toEqual(problem);
  });
});

describe('checkChoice', () => {
  it.each([
    ['', { key: 'required' }],
    ['Tese', undefined],
    ['tese', { key: 'choice' }],
    ['Blog', { key: 'choice' }],
  ])('%j → %j', (value, problem) => {
    expect(checkChoice(value, ['Artigo', 'Tese'])).toEqual(problem);
  });
});

describe('checkList', () => {
  const rules = { itemMax: 5, maxItems: 2 };
  it.each([
    [[], true, { key: 'listRequired' }],
    [[], false, undefined],
    [['abc'], true, undefined],
    [['a', 'b', 'c'], false, { key: 'listTooMany', max: 2 }],
    [['abcdef'], false, { key: 'listTooLong', max: 5 }],
  ])('%j (required: %s) → %j', (items, required, problem) => {
    expect(checkList(items, { ...rules, required })).toEqual(problem);
  });
});

describe('collect and problemFields', () => {
  it('keeps only real problems, and lists fields in form order', () => {
    const problems = collect<'a' | 'b' | 'c'>([
      ['c', { key: 'required' }],
      ['a', undefined],
      ['b', { key: 'choice' }],
    ]);
    expect(problems).toEqual({ c: { key: 'required' }, b: { key: 'choice' } });
    expect(problemFields(problems, ['a', 'b', 'c'])).toEqual(['b', 'c']);
  });
});

it('the latest year allowed is next year', () => {
  expect(latestYear(new Date('2026-11-25T12:00:00Z'))).toBe(2027);
});

describe('trimBlank', () => {
  it.each([
    ['  a  ', 'a'],
    ['\u200b\u00a0a b\u2060\ufeff', 'a b'],
    ['\u00ad', ''],
    ['a\u200bb', 'a\u200bb'],
  ])('%j → %j', (value, trimmed) => {
    expect(trimBlank(value)).toBe(trimmed);
  });
});

describe('refusedRule', () => {
  it.each([
    ['new row for relation "egressos" violates check constraint "egressos_nome_length"', 'egressos_nome_length'],
    ['duplicate key value violates unique constraint "blog_posts_slug_key"', undefined],
    ['', undefined],
  ])('%j → %j', (message, rule) => {
    expect(refusedRule(message)).toBe(rule);
  });
});
