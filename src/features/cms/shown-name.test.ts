import { describe, expect, it } from 'vitest';
import { SHOWN_TEXT_MAX } from '@/lib/row-values';
import { shownName, shownText } from './shown-name';

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
