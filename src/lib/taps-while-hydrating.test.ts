import { describe, expect, it } from 'vitest';
import { leavesPage, takesTypedText } from './taps-while-hydrating';

describe('leavesPage', () => {
  const here = 'https://ppg.example/noticias?page=2#lista';
  it.each([
    ['/noticias/comunicados', true],
    ['/en/noticias', true],
    ['/noticias', true],
    ['/noticias?page=3', true],
    ['https://outro.example/noticias?page=2', true],
    ['#conteudo', false],
    ['/noticias?page=2', false],
    ['/noticias?page=2#rodape', false],
    ['https://ppg.example/noticias?page=2', false],
  ])('%s → %s', (href, expected) => {
    expect(leavesPage(href, here)).toBe(expected);
  });
});

describe('takesTypedText', () => {
  it.each([
    [{ type: 'search', readOnly: false, role: null }, true],
    [{ type: 'text', readOnly: false, role: null }, true],
    [{ type: 'email', readOnly: false, role: null }, true],
    [{ type: 'password', readOnly: false, role: null }, true],
    // A select (Mantine's Select is a read-only input) or an autocomplete opens the page's own list.
    [{ type: 'text', readOnly: true, role: 'combobox' }, false],
    [{ type: 'text', readOnly: false, role: 'combobox' }, false],
    [{ type: 'text', readOnly: true, role: null }, false],
    [{ type: 'checkbox', readOnly: false, role: null }, false],
    [{ type: 'radio', readOnly: false, role: null }, false],
    [{ type: 'submit', readOnly: false, role: null }, false],
  ])('%o → %s', (input, expected) => {
    expect(takesTypedText(input)).toBe(expected);
  });
});
