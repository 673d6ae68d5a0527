import { describe, expect, it } from 'vitest';
import { SHOWN_TEXT_MAX } from '@/lib/row-values';
import { searchTermOf, shownName, shownText } from './shown-name';

describe('shownName', () => {
  it.each<[unknown, string]>([
    ['Defesa de tese', 'Defesa de tese'],
    ['  Defesa de tese\u00a0', 'Defesa de tese'],
    ['\u00a0', 'Sem título'],
    ['\u200b', 'Sem título'],
    ['', 'Sem título'],
    [null, 'Sem título'],
    [42, 'Sem título'],
  ])('%j → %j', (value, name) => {
    expect(shownName(value, 'Sem título')).toBe(name);
  });

  it('a name of 900 KB is cut', () => {
    const name = shownName('x'.repeat(900 * 1024), 'Sem título');
    expect(name).toBe(`${'x'.repeat(SHOWN_TEXT_MAX)}…`);
  });
});

describe('shownText', () => {
  it.each<[unknown, string]>([
    ['Artigo', 'Artigo'],
    ['\u200b', ''],
    [null, ''],
    [['Artigo'], ''],
  ])('%j → %j', (value, text) => {
    expect(shownText(value)).toBe(text);
  });
});

describe('searchTermOf', () => {
  it.each<[string, unknown, string]>([
    ['a name', 'Maria Souza', 'Maria Souza'],
    ['a name with blanks around it', '\u00a0 Maria Souza\u200b', 'Maria Souza'],
    ['a blank name', '\u200b', ''],
    ['no name', null, ''],
    ['a list', ['Maria'], ''],
    ['a name of 101 characters', 'x'.repeat(101), 'x'.repeat(100)],
  ])('%s', (_name, value, term) => {
    expect(searchTermOf(value)).toBe(term);
  });
});
