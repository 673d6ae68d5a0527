import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it.each([
    ['plain text', { name: 'Início' }, '{"name":"Início"}'],
    ['a closing script tag', { name: '</script><script>x()' }, '{"name":"\\u003c/script>\\u003cscript>x()"}'],
    ['line separators', { name: 'a\u2028b' }, '{"name":"a\\u2028b"}'],
  ])('%s', (_label, data, json) => {
    expect(serializeJsonLd(data)).toBe(json);
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
