import { describe, expect, it } from 'vitest';
import { NO_SAFE_AREA, safeAreaClipPath } from './safe-area';

const nav = { x: 100, y: 50 };
const panel = { left: 100, top: 110, right: 1200 };

describe('safeAreaClipPath', () => {
  it.each([
    ['pointer on a right-hand trigger', { x: 1000, y: 70 }, 'polygon(900px 20px, 0px 61px, 1100px 61px)'],
    ['pointer on the first trigger', { x: 120, y: 60 }, 'polygon(20px 10px, 0px 61px, 1100px 61px)'],
    ['fractions are kept to a tenth', { x: 500.26, y: 80.04 }, 'polygon(400.3px 30px, 0px 61px, 1100px 61px)'],
    ['pointer level with the panel top', { x: 500, y: 110 }, NO_SAFE_AREA],
    ['pointer inside the panel', { x: 500, y: 300 }, NO_SAFE_AREA],
  ])('%s', (_name, pointer, expected) => {
    expect(safeAreaClipPath(pointer, nav, panel)).toBe(expected);
  });
});
