import { describe, expect, it } from 'vitest';
import { SLUG_MAX, SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Programa abre inscrições para o Mestrado 2027', 'programa-abre-inscricoes-para-o-mestrado-2027'],
    ['Ação & Reação: ÇÃO!', 'acao-reacao-cao'],
    ['  --Já   é  hoje--  ', 'ja-e-hoje'],
    ['Über naïve café', 'uber-naive-cafe'],
    ['2º Simpósio (2026)', '2o-simposio-2026'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('a long title is cut between words, within the limit', () => {
    const slug = slugify('palavra '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slug.endsWith('palavra')).toBe(true);
  });

  it('whatever the title, a non-empty result is a valid address', () => {
    for (const title of ['<script>', 'a/b\\c', 'ÁÉÍÓÚ áéíóú', 'x'.repeat(300), '🙂 emoji 🙂'])
      if (slugify(title)) expect(slugify(title)).toMatch(SLUG_PATTERN);
  });
});
