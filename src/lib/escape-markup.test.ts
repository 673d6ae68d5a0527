import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<tag attr="x">', '&lt;tag attr=&quot;x&quot;&gt;'],
    ["d'água", 'd&apos;água'],
    ['plain', 'plain'],
  ])('%s', (text, escaped) => expect(escapeMarkup(text)).toBe(escaped));
});
