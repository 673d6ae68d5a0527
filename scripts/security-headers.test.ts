import { describe, expect, it } from 'vitest';
import { inlineScripts } from './security-headers.mjs';

describe('inlineScripts', () => {
  it.each([
    ['an inline script', '<script>a()</script>', ['a()']],
    ['a module script', '<script type="module">b()</script>', ['b()']],
    ['an external script', '<script src="/x.js"></script>', []],
    ['a JSON-LD block (data, never run)', '<script type="application/ld+json">{"@type":"Thing"}</script>', []],
    ['both', '<script>c()</script><script type="application/ld+json">{}</script>', ['c()']],
  ])('%s', (_label, html, bodies) => expect(inlineScripts(html)).toEqual(bodies));
});
