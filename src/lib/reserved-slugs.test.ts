import { describe, expect, it } from 'vitest';
import { reservedNewsSlugs } from './reserved-slugs';

describe('reservedNewsSlugs', () => {
  it('holds every content post and every placeholder page under /noticias/, and nothing else', () => {
    expect(
      reservedNewsSlugs(
        [{ slug: 'simposio-2026' }],
        [{ path: '/noticias/agenda' }, { path: '/producao/biblioteca' }, { path: '/noticias' }],
      ),
    ).toEqual([
      { slug: 'simposio-2026', page: '/noticias/simposio-2026' },
      { slug: 'agenda', page: '/noticias/agenda' },
    ]);
  });
});
