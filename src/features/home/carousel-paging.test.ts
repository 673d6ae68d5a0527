import { describe, expect, it } from 'vitest';
import { carouselPageSize, nextPage, pageCount, pageItems, previousPage } from './carousel-paging';

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

  it.each([
    [20, 5, 4],
    [20, 3, 7],
    [20, 2, 10],
    [0, 5, 1],
  ])('%i advisers by %i make %i pages', (items, size, pages) => {
    expect(pageCount(items, size)).toBe(pages);
  });

  it('wraps at both ends', () => {
    expect(nextPage(0, 4)).toBe(1);
    expect(nextPage(3, 4)).toBe(0);
    expect(previousPage(0, 4)).toBe(3);
    expect(previousPage(2, 4)).toBe(1);
  });

  it('slices a page, the last one possibly short', () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    expect(pageItems(items, 6, 3)).toEqual([18, 19]);
    expect(pageItems(items, 0, 5)).toEqual([0, 1, 2, 3, 4]);
  });
});
