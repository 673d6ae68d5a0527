// The pure rules behind the stand-in's answers to hostile input: JSON nesting.
import { describe, expect, it } from 'vitest';
import { jsonTooDeep, parseJson } from '../local/http.ts';
import { MAX_JSON_DEPTH } from '../local/limits.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonTooDeep', () => {
  it.each([
    ['a flat object', '{"a":1,"b":[1,2]}', 2, false],
    ['exactly the limit', nested(3), 3, false],
    ['one past the limit', nested(4), 3, true],
    ['objects and arrays mixed', '{"a":[{"b":[1]}]}', 3, true],
    ['siblings do not add up', '[[1],[2],[3],[4]]', 2, false],
    ['brackets inside a string', '["[[[[{{{{"]', 1, false],
    ['an escaped quote keeps the string open', '["\\"[[[["]', 1, false],
    ['an escaped backslash closes it', '["\\\\",[[1]]]', 2, true],
    ['50,000 levels', nested(50_000), MAX_JSON_DEPTH, true],
    ['broken JSON is left to the parser', '{"a":', 1, false],
  ])('%s', (_label, raw, max, tooDeep) => {
    expect(jsonTooDeep(raw, max)).toBe(tooDeep);
  });

  it('parseJson refuses nesting past MAX_JSON_DEPTH and takes it up to there', () => {
    expect(parseJson(nested(MAX_JSON_DEPTH))).toMatchObject({ ok: true });
    expect(parseJson(nested(MAX_JSON_DEPTH + 1))).toEqual({ ok: false, message: 'exceeded max depth' });
  });
});
