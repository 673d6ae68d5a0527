import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isContentEdit } from './content-preview.ts';

// Which changed files make `npm run dev` rebuild content: the content itself, never the editor
// schemas the build writes (they would start the next rebuild) nor files outside content/.
const root = resolve('content');

describe('isContentEdit', () => {
  it.each([
    ['advisers.yaml', true],
    ['news/simposio.mdx', true],
    ['images/advisers/retrato-1.svg', true],
    ['.schemas/advisers.json', false],
    ['.schemas', false],
    ['../src/main.tsx', false],
    ['../.velite/advisers.json', false],
    ['', false],
  ])('%j → %s', (file, expected) => {
    expect(isContentEdit(join(root, file), root)).toBe(expected);
  });
});
