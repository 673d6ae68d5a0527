// The pure rules behind the stand-in's answers to hostile input: JSON nesting, the JSON-only auth
// bodies, the REST query parser's lookups and limits, and SQLSTATE → HTTP status.
import { describe, expect, it } from 'vitest';
import { isJsonContentType, jsonTooDeep, parseJson } from '../local/http.ts';
import { MAX_FILTERS, MAX_JSON_DEPTH, MAX_LIKE_PATTERN_CHARS, MAX_SELECT_COLUMNS } from '../local/limits.ts';
import { statusFor } from '../local/rest.ts';
import { parseQuery, RestError, type Parsed } from '../local/rest-query.ts';
import { nested } from './support.ts';

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

describe('isJsonContentType', () => {
  it.each([
    ['application/json', true],
    ['application/json;charset=UTF-8', true], // what supabase-js sends
    ['Application/JSON; charset=utf-8', true],
    [' application/json ', true],
    [undefined, false],
    ['', false],
    ['text/plain', false],
    ['text/plain;charset=UTF-8', false],
    ['application/x-www-form-urlencoded', false],
    ['multipart/form-data; boundary=x', false],
    ['application/jsonp', false],
    ['application/vnd.api+json', false],
    ['text/plain; application/json', false],
  ])('%j → %s', (value, json) => {
    expect(isJsonContentType(value)).toBe(json);
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

describe('parseQuery limits what one request asks for', () => {
  const names = (n: number) => Array.from({ length: n }, () => 'slug').join(',');

  const stars = (n: number) => Array.from({ length: n }, () => '*').join(',');
  it.each([
    ['columns at the limit', `select=${names(MAX_SELECT_COLUMNS)}`, undefined],
    ['one column more', `select=${names(MAX_SELECT_COLUMNS + 1)}`, 400],
    ['1,700 columns', `select=${names(1700)}`, 400],
    // A star counts as every column of the table (four here).
    ['stars up to the limit', `select=${stars(MAX_SELECT_COLUMNS / 4)}`, undefined],
    ['one star more', `select=${stars(MAX_SELECT_COLUMNS / 4 + 1)}`, 400],
  ])('select of %s → %s', (_label, query, status) => {
    expect(refusal(query)?.status).toBe(status);
  });

  it('says how many columns it serves', () => {
    expect(refusal(`select=${names(1700)}`)).toEqual({
      status: 400,
      code: 'PGRST100',
      message: `select lists 1700 columns; the local stand-in serves at most ${MAX_SELECT_COLUMNS}`,
    });
  });

  it.each([
    [MAX_FILTERS, undefined],
    [MAX_FILTERS + 1, 400],
  ])('%i filters → %s', (n, status) => {
    const query = Array.from({ length: n }, (_, i) => `slug=neq.${i}`).join('&');
    expect(refusal(query)?.status).toBe(status);
  });

  it.each([
    ['one pattern at the limit', [MAX_LIKE_PATTERN_CHARS], undefined],
    ['one pattern past it', [MAX_LIKE_PATTERN_CHARS + 1], 400],
    ['two that together pass it', [MAX_LIKE_PATTERN_CHARS / 2, MAX_LIKE_PATTERN_CHARS / 2 + 1], 400],
    ['14 KB', [14 * 1024], 400],
  ])('like and ilike patterns: %s', (_label, lengths, status) => {
    const query = lengths.map((n, i) => `${i % 2 ? 'title' : 'slug'}=${i % 2 ? 'like' : 'ilike'}.${'*'.repeat(n)}`);
    expect(refusal(query.join('&'))?.status).toBe(status);
  });

  it('counts not.ilike as a pattern too, and leaves eq values alone', () => {
    expect(refusal(`slug=not.ilike.${'a'.repeat(MAX_LIKE_PATTERN_CHARS + 1)}`)?.status).toBe(400);
    expect(refusal(`slug=eq.${'a'.repeat(14 * 1024)}`)).toBeUndefined();
  });

  it.each([
    ['offset=99999999999999999999', 400],
    ['offset=9007199254740991', undefined],
    ['offset=-1', 400],
    ['limit=99999999999999999999', undefined], // capped at the maximum rows, as PostgREST does
    ['limit=1e3', 400],
  ])('%s → %s', (query, status) => {
    expect(refusal(query)?.status).toBe(status);
  });
});

describe('statusFor', () => {
  it.each([
    ['42501', 'anon', 401],
    ['42501', 'authenticated', 403],
    ['23505', 'anon', 409],
    ['23503', 'anon', 409],
    ['25006', 'anon', 405],
    ['42P01', 'anon', 404],
    ['22P02', 'anon', 400],
    ['23502', 'anon', 400],
    ['42703', 'anon', 400],
    ['P0001', 'anon', 400],
    // Caused by the request, where PostgREST says 500: a statement timeout and program limits.
    ['57014', 'anon', 400],
    ['54000', 'anon', 400],
    ['54001', 'anon', 400],
    ['54011', 'anon', 400],
    // The stand-in's own failures stay 5xx.
    ['XX000', 'anon', 500],
    ['57P01', 'anon', 500],
    ['08006', 'anon', 500],
  ])('%s as %s → %i', (code, role, status) => {
    expect(statusFor(code, role)).toBe(status);
  });
});
