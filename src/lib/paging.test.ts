import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, rowRange } from './paging';

describe('pageCount', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [450, 20, 23],
  ])('%i rows of %i per page → %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('clampPage', () => {
  it.each([
    [undefined, 5, 1],
    [0, 5, 1],
    [-2, 5, 1],
    [2.5, 5, 1],
    [3, 5, 3],
    [9, 5, 5],
    [1, 0, 1],
  ])('page %s of %i → %i', (page, pages, expected) => {
    expect(clampPage(page, pages)).toBe(expected);
  });
});

describe('rowRange', () => {
  it.each([
    [1, 20, [0, 19]],
    [2, 20, [20, 39]],
    [23, 20, [440, 459]],
    [0, 20, [0, 19]],
  ])('page %i of %i rows → %j', (page, size, range) => {
    expect(rowRange(page, size)).toEqual(range);
  });
});
