import { describe, expect, it } from 'vitest';
import { carouselPageSize, nextPage, previousPage } from './carousel-paging';

describe('carousel paging', () => {
  it.each([
    [320, 2],
    [767, 2],
    [768, 3],
    [1023, 3],
    [1024, 5],
    [1920, 5],
  ])('width %i shows %i advisers', (width, size) => {
    expect(carouselPageSize(width)).toBe(size);
  });

  it('wraps at both ends', () => {
    expect(nextPage(0, 4)).toBe(1);
    expect(nextPage(3, 4)).toBe(0);
    expect(previousPage(0, 4)).toBe(3);
    expect(previousPage(2, 4)).toBe(1);
  });
});
