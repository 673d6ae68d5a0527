// The pure rules behind the stand-in's answers to hostile input: JSON nesting and the REST query
// parser's lookups.
import { describe, expect, it } from 'vitest';
import { jsonTooDeep, parseJson } from '../local/http.ts';
import { MAX_JSON_DEPTH } from '../local/limits.ts';
import { parseQuery, RestError, type Parsed } from '../local/rest-query.ts';

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

const COLUMNS = new Set(['id', 'slug', 'status', 'title']);
const parse = (query: string): Parsed => parseQuery('blog_posts', COLUMNS, new URLSearchParams(query), 1000);
/** The RestError a query string is refused with, as status, code and message. */
function refusal(query: string): { status: number; code: string; message: string } | undefined {
  try {
    parse(query);
    return undefined;
  } catch (error) {
    if (!(error instanceof RestError)) throw error;
    return { status: error.status, code: error.code, message: error.message };
  }
}

describe('parseQuery looks operators and keywords up as its own keys only', () => {
  // Names every object inherits: an `in` lookup or an index found them and spliced their text.
  const INHERITED = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

  it.each(INHERITED)('filter operator %s → 400 PGRST100', (name) => {
    expect(refusal(`status=${name}.x`)).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(refusal(`status=not.${name}.x`)).toMatchObject({ status: 400, code: 'PGRST100' });
  });

  it.each(INHERITED)('is.%s → 400 PGRST100', (name) => {
    expect(refusal(`status=is.${name}`)).toMatchObject({ status: 400, code: 'PGRST100' });
  });

  it.each(INHERITED)('order direction %s → 400 PGRST100', (name) => {
    expect(refusal(`order=slug.${name}`)).toMatchObject({ status: 400, code: 'PGRST100' });
  });

  it.each([
    ['status=eq.published', 'where "status" = $1', ['published']],
    ['status=not.neq.draft', 'where not ("status" <> $1)', ['draft']],
    ['title=ilike.*gest*', 'where "title" ilike $1', ['%gest%']],
    ['title=is.NULL', 'where "title" is null', []],
    ['status=in.(a,"b,c")', 'where "status"::text = any($1::text[])', [['a', 'b,c']]],
  ])('%s → %s', (query, where, params) => {
    expect(parse(query)).toMatchObject({ where, params });
  });

  it.each([
    ['slug.desc.nullslast', 'order by "slug" desc nulls last'],
    ['slug.asc,title.nullsfirst', 'order by "slug" asc, "title" nulls first'],
  ])('order=%s → %s', (order, orderBy) => {
    expect(parse(`order=${order}`).orderBy).toBe(orderBy);
  });
});
