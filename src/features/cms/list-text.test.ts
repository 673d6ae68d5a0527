import { describe, expect, it } from 'vitest';
import { listToText, textToList } from './list-text';

describe('textToList', () => {
  it.each([
    ['', []],
    ['Ana\nBruno', ['Ana', 'Bruno']],
    ['  Silva, J.  \r\n\n  Souza,   M. ', ['Silva, J.', 'Souza, M.']],
    ['Ana\nAna\nana', ['Ana', 'ana']],
    ['\n \n', []],
  ])('%j → %j', (text, items) => {
    expect(textToList(text)).toEqual(items);
  });

  it('round-trips through listToText', () => {
    const items = ['Helena Ficticia', 'Fábio Teste Carvalho'];
    expect(textToList(listToText(items))).toEqual(items);
  });
});
