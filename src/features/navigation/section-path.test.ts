import { describe, expect, it } from 'vitest';
import { isInSection } from './section-path';

describe('isInSection', () => {
  it.each([
    ['/candidatos', '/candidatos', true],
    ['/candidatos/', '/candidatos', true],
    ['/candidatos/faq', '/candidatos', true],
    ['/candidatos-antigos', '/candidatos', false],
    ['/', '/candidatos', false],
    ['/producao/patentes', '/projetos', false],
    ['/', '/', true],
    ['/orientadores', '/', false],
  ])('%j in section %j → %j', (pathname, section, expected) => {
    expect(isInSection(pathname, section)).toBe(expected);
  });
});
