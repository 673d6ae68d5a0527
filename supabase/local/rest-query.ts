// Turns PostgREST query strings (select, filters, order, limit, offset) into SQL fragments.
// Identifiers are only ever taken from the table's known column list and then quoted; every
// value travels as a bound parameter; operators and keywords come from fixed maps looked up by
// own key only (an `in` lookup would find `toString` or `constructor` on any object). Nothing
// from the request is spliced into SQL otherwise.
import { MAX_FILTERS, MAX_LIKE_PATTERN_CHARS, MAX_SELECT_COLUMNS } from './limits.ts';

export class RestError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public details: string | null = null,
    public hint: string | null = null,
  ) {
    super(message);
  }
  body(): Record<string, unknown> {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
const COMPARE: ReadonlyMap<string, string> = new Map([
  ['eq', '='],
  ['neq', '<>'],
  ['gt', '>'],
  ['gte', '>='],
  ['lt', '<'],
  ['lte', '<='],
  ['like', 'like'],
  ['ilike', 'ilike'],
]);
const IS_VALUES: ReadonlyMap<string, string> = new Map([
  ['null', 'null'],
  ['true', 'true'],
  ['false', 'false'],
  ['unknown', 'unknown'],
]);
const ORDER_MODIFIERS: ReadonlyMap<string, string> = new Map([
  ['asc', 'asc'],
  ['desc', 'desc'],
  ['nullsfirst', 'nulls first'],
  ['nullslast', 'nulls last'],
]);

export interface Parsed {
  columns: string;
  where: string;
  orderBy: string;
  limit: number | undefined;
  offset: number;
  params: unknown[];
  hasFilters: boolean;
  /** Columns the request filters with a plain `eq` (not negated): with a unique one, at most one row. */
  equalities: string[];
}

export function checkColumn(table: string, columns: Set<string>, name: string): string {
  if (!columns.has(name)) throw new RestError(400, '42703', `column ${table}.${name} does not exist`);
  return quoteIdent(name);
}

/** Splits `(a,"b,c",d)` as PostgREST does for the `in` operator. */
function parseList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')'))
    throw new RestError(400, 'PGRST100', `"failed to parse filter (in.${raw})"`);
  const out: string[] = [];
  const re = /\s*(?:"((?:[^"\\]|\\.)*)"|([^,]*))\s*(?:,|$)/gy;
  const inner = raw.slice(1, -1);
  let m: RegExpExecArray | null;
  while (re.lastIndex < inner.length && (m = re.exec(inner)) !== null) {
    out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? '').trim());
  }
  return out;
}

/** `interruptCheck` (Db.interruptCheck) goes first in the WHERE clause, so each row evaluates it. */
export function parseQuery(
  table: string,
  columns: Set<string>,
  search: URLSearchParams,
  maxRows: number,
  interruptCheck?: string,
): Parsed {
  const params: unknown[] = [];
  const bind = (value: unknown): string => `$${params.push(value)}`;

  const select = (search.get('select') ?? '*').trim();
  let list = '*';
  if (select !== '*' && select !== '') {
    const parts = select.split(',');
    const count = parts.reduce((n, part) => n + (part.trim() === '*' ? columns.size : 1), 0);
    if (count > MAX_SELECT_COLUMNS)
      throw new RestError(
        400,
        'PGRST100',
        `select lists ${count} columns; the local stand-in serves at most ${MAX_SELECT_COLUMNS}`,
        null,
        'Name fewer columns ("*" counts as every column of the table)',
      );
    list = parts
      .map((part) => {
        const name = part.trim();
        if (name === '*') return '*';
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
          throw new RestError(
            400,
            'PGRST100',
            `"failed to parse select parameter (${select})"`,
            'Only plain column names are supported by the local stand-in',
          );
        }
        return checkColumn(table, columns, name);
      })
      .join(', ');
  }

  const conditions: string[] = [];
  const equalities: string[] = [];
  let patternChars = 0;
  for (const [key, raw] of search) {
    if (RESERVED.has(key)) continue;
    if (conditions.length === MAX_FILTERS)
      throw new RestError(
        400,
        'PGRST100',
        `more than ${MAX_FILTERS} filters`,
        null,
        `The local stand-in applies at most ${MAX_FILTERS} filters per request`,
      );
    const column = checkColumn(table, columns, key);
    let expr = raw;
    const negate = expr.startsWith('not.');
    if (negate) expr = expr.slice(4);
    const dot = expr.indexOf('.');
    const op = dot < 0 ? '' : expr.slice(0, dot);
    const value = expr.slice(dot + 1);
    let condition: string;
    const compare = COMPARE.get(op);
    const is = op === 'is' ? IS_VALUES.get(value.toLowerCase()) : undefined;
    if (compare) {
      const like = op === 'like' || op === 'ilike';
      if (like && (patternChars += value.length) > MAX_LIKE_PATTERN_CHARS)
        throw new RestError(
          400,
          'PGRST100',
          `like and ilike patterns longer than ${MAX_LIKE_PATTERN_CHARS} characters in all`,
          null,
          `The local stand-in matches at most ${MAX_LIKE_PATTERN_CHARS} characters of patterns per request`,
        );
      // PostgREST accepts * as the like wildcard because % is awkward in URLs.
      const bound = like ? value.replaceAll('*', '%') : value;
      // Untyped parameters take the column's type, so enum and uuid columns need no cast.
      condition = `${column} ${compare} ${bind(bound)}`;
      if (op === 'eq' && !negate) equalities.push(key);
    } else if (is) {
      condition = `${column} is ${is}`;
    } else if (op === 'in') {
      condition = `${column}::text = any(${bind(parseList(value))}::text[])`;
    } else {
      throw new RestError(
        400,
        'PGRST100',
        `"failed to parse filter (${raw})" (line 1, column 1)`,
        'unexpected operator',
      );
    }
    conditions.push(negate ? `not (${condition})` : condition);
  }

  const orderParts = (search.get('order') ?? '')
    .split(',')
    .filter((s) => s.trim() !== '')
    .map((term) => {
      const [name = '', ...mods] = term.trim().split('.');
      const parts = [checkColumn(table, columns, name)];
      for (const mod of mods) {
        const sql = ORDER_MODIFIERS.get(mod);
        if (!sql) throw new RestError(400, 'PGRST100', `"failed to parse order (${term})" (line 1, column 1)`);
        parts.push(sql);
      }
      return parts.join(' ');
    });

  const int = (name: string): number | undefined => {
    const raw = search.get(name);
    if (raw === null) return undefined;
    if (!/^\d+$/.test(raw)) throw new RestError(400, 'PGRST100', `"failed to parse ${name} parameter (${raw})"`);
    return Number(raw);
  };
  const limit = Math.min(int('limit') ?? maxRows, maxRows);
  const offset = int('offset') ?? 0;
  // Both go into the SQL as numbers this code formats: a huge offset would print as 1e+21.
  if (!Number.isSafeInteger(offset))
    throw new RestError(400, 'PGRST100', `"failed to parse offset parameter (${search.get('offset')})"`);
  const where = interruptCheck ? [interruptCheck, ...conditions] : conditions;
  return {
    columns: list,
    where: where.length ? `where ${where.join(' and ')}` : '',
    orderBy: orderParts.length ? `order by ${orderParts.join(', ')}` : '',
    limit,
    offset,
    params,
    hasFilters: conditions.length > 0,
    equalities,
  };
}
