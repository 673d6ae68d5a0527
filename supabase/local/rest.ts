// The PostgREST (/rest/v1) subset: reads with select/filters/order/limit/offset, single-object
// responses, and insert/update/delete. Every request runs in its own transaction under the
// caller's database role with request.jwt.claims set, so Postgres RLS makes every decision.
import type { Db, Queryable } from './db.ts';
import { bearer, header, isJsonContentType, parseJson, type Ctx, type Reply } from './http.ts';
import { verifyJwt } from './jwt.ts';
import { STATEMENT_TIMEOUT_MS } from './limits.ts';
import { checkColumn, parseQuery, quoteIdent, RestError, type Parsed } from './rest-query.ts';

export interface RestOptions {
  db: Db;
  secret: string;
  maxRows?: number;
  /** One statement timeout for every role instead of STATEMENT_TIMEOUT_MS's (tests shorten it). */
  statementTimeoutMs?: number;
}

const ROLES = new Set(['anon', 'authenticated', 'service_role']);
const SINGLE = 'application/vnd.pgrst.object+json';

/** The path segment after /rest/v1/; malformed percent-escapes are the client's error. */
function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new RestError(400, 'PGRST100', `"failed to parse path (${raw})"`);
  }
}

/**
 * Writes take a JSON body only. A form, a text/plain body or one without a Content-Type is what a
 * page on another site can make a browser send without a CORS preflight. PostgREST answers 400
 * PGRST102 with this message, but also reads forms and CSV and takes a missing Content-Type as
 * JSON; supabase-js always sends application/json. 415 says what is wrong. A DELETE from
 * supabase-js has no body, so only a DELETE that carries one is checked.
 */
function unacceptableBody(ctx: Ctx): RestError | undefined {
  const write = ['POST', 'PATCH', 'PUT'].includes(ctx.method) || (ctx.method === 'DELETE' && ctx.rawBody !== '');
  const contentType = header(ctx, 'content-type');
  if (!write || isJsonContentType(contentType)) return undefined;
  const type = contentType?.split(';', 1)[0]?.trim().toLowerCase() || 'none';
  return new RestError(
    415,
    'PGRST102',
    `Content-Type not acceptable: ${type}`,
    null,
    'Send the body as JSON with Content-Type: application/json',
  );
}

/** request.headers as PostgREST sets it: one JSON object, names lower-cased. */
function requestHeaders(ctx: Ctx): string {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.headers)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return JSON.stringify(out);
}

/**
 * SQLSTATE → HTTP status, following PostgREST's table, except for two kinds of error that a
 * request causes and PostgREST answers with 500: a statement cut off by its timeout (57014) and
 * a program limit (class 54: too many columns or array dimensions, nesting too deep). Both are
 * the request's doing, so they get a 400 that supabase-js takes as final (it retries some 5xx),
 * and a 5xx keeps meaning that the stand-in itself failed. Not 408: that says the client was
 * too slow to send, and browsers may repeat the request on their own.
 */
export function statusFor(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '25006') return 405;
  if (code === '42P01' || code === '42883') return 404;
  if (/^(22|23|42|54|P0)/.test(code) || code === '21000' || code === '57014') return 400;
  return 500;
}

export function createRestHandler(o: RestOptions): (ctx: Ctx) => Promise<Reply> {
  const maxRows = o.maxRows ?? 1000;
  let schema: Promise<{ columns: Map<string, Set<string>>; unique: Map<string, Set<string>> }> | undefined;

  // Schema cache, like PostgREST's: tables and columns of the exposed schema, read once, and the
  // columns that alone hold a unique index (where `eq` finds at most one row).
  async function loadSchema() {
    const group = (rows: { t: string; c: string }[]) => {
      const map = new Map<string, Set<string>>();
      for (const { t, c } of rows) map.set(t, (map.get(t) ?? new Set()).add(c));
      return map;
    };
    const columns = await o.db.query<{ t: string; c: string }>(
      `select table_name::text as t, column_name::text as c from information_schema.columns where table_schema = 'public'`,
    );
    const unique = await o.db.query<{ t: string; c: string }>(
      `select c.relname::text as t, a.attname::text as c from pg_index i
         join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
       where n.nspname = 'public' and i.indisunique and i.indnkeyatts = 1 and i.indpred is null and i.indexprs is null`,
    );
    return { columns: group(columns.rows), unique: group(unique.rows) };
  }

  /** Role and claims from the Bearer token (or the apikey when signed out). */
  async function identify(ctx: Ctx): Promise<{ role: string; claims: Record<string, unknown> }> {
    const token = bearer(ctx) ?? ctx.apikey ?? '';
    const result = await verifyJwt(token, o.secret);
    const invalid = { 'WWW-Authenticate': 'Bearer error="invalid_token"' };
    if (!result.ok && result.reason === 'expired')
      throw Object.assign(new RestError(401, 'PGRST303', 'JWT expired'), { headers: invalid });
    if (!result.ok && result.reason === 'future')
      throw Object.assign(new RestError(401, 'PGRST303', 'JWT issued at future'), { headers: invalid });
    if (!result.ok && result.reason === 'notYetValid')
      throw Object.assign(new RestError(401, 'PGRST303', 'JWT not yet valid'), { headers: invalid });
    if (!result.ok)
      throw Object.assign(new RestError(401, 'PGRST301', 'No suitable key or wrong key type'), { headers: invalid });
    const role = typeof result.claims.role === 'string' ? result.claims.role : 'anon';
    if (!ROLES.has(role)) throw new RestError(401, 'PGRST301', `role "${role}" does not exist`);
    return { role, claims: { ...result.claims, role } };
  }

  /**
   * Runs one statement as the caller. A read that may scan (`scan`) goes through Db.read, which
   * the embedded database sends to its read copy, so it never holds up writes, sign-ins or
   * reads of one row, which stay on the main database.
   */
  async function run(
    ctx: Ctx,
    role: string,
    claims: Record<string, unknown>,
    access: 'write' | 'read' | 'scan',
    sql: string,
    params: unknown[],
  ) {
    const readOnly = access !== 'write';
    const inTransaction = <T>(fn: (tx: Queryable) => Promise<T>) =>
      access === 'scan' ? o.db.read(fn) : o.db.transaction(fn);
    return inTransaction(async (tx: Queryable) => {
      if (readOnly) await tx.query('set transaction read only');
      // Safe to splice: role was checked against the fixed ROLES set above.
      await tx.query(`set local role ${role}`);
      // The statement timeout applies from the next statement on: the request's own.
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('request.method', $2, true),
           set_config('request.path', $3, true), set_config('request.headers', $4, true),
           set_config('search_path', 'public', true), set_config('statement_timeout', $5, true)`,
        [
          JSON.stringify(claims),
          ctx.method,
          ctx.path,
          requestHeaders(ctx),
          // Every role of ROLES has its timeout.
          String(o.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS.get(role)!),
        ],
      );
      return (await tx.query<{ body: unknown[]; n: number }>(sql, params)).rows[0] ?? { body: [], n: 0 };
    });
  }

  return async function handle(ctx: Ctx): Promise<Reply> {
    let role = 'anon';
    try {
      // Before the key is verified or the database touched.
      const refused = unacceptableBody(ctx);
      if (refused) throw refused;
      const profile = header(ctx, ctx.method === 'GET' || ctx.method === 'HEAD' ? 'accept-profile' : 'content-profile');
      if (profile && profile !== 'public')
        throw new RestError(
          406,
          'PGRST106',
          'Invalid schema: ' + profile,
          null,
          'Only the following schemas are exposed: public',
        );
      const identity = await identify(ctx);
      role = identity.role;
      const table = decodePath(ctx.path.slice(1));
      const known = await (schema ??= loadSchema());
      const columns = known.columns.get(table);
      if (!columns) {
        throw new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
      }
      const q: Parsed = parseQuery(table, columns, ctx.url.searchParams, maxRows, o.db.interruptCheck);
      const target = `public.${quoteIdent(table)}`;
      const prefer = header(ctx, 'prefer') ?? '';
      const single = (header(ctx, 'accept') ?? '').includes(SINGLE);
      const representation = /return=representation/.test(prefer);
      const page = `${q.limit !== undefined ? `limit ${q.limit}` : ''} offset ${q.offset}`;
      const wrap = (inner: string) =>
        `with _r as (${inner}) select coalesce(json_agg(_r), '[]'::json) as body, count(*)::int as n from _r`;

      let result: { body: unknown[]; n: number };
      let status = 200;
      let total: number | undefined;
      if (ctx.method === 'GET' || ctx.method === 'HEAD') {
        // By a unique column, at most one row is read, whatever else the filters ask.
        const unique = known.unique.get(table);
        const access = q.equalities.some((column) => unique?.has(column)) ? 'read' : 'scan';
        result = await run(
          ctx,
          role,
          identity.claims,
          access,
          wrap(`select ${q.columns} from ${target} ${q.where} ${q.orderBy} ${page}`),
          q.params,
        );
        if (/count=(exact|planned|estimated)/.test(prefer)) {
          const counted = await run(
            ctx,
            role,
            identity.claims,
            access,
            `select '[]'::json as body, count(*)::int as n from ${target} ${q.where}`,
            q.params,
          );
          total = counted.n;
        }
      } else if (ctx.method === 'POST' || ctx.method === 'PATCH') {
        const parsed = parseJson(ctx.rawBody);
        if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) {
          throw new RestError(400, 'PGRST102', 'Empty or invalid json', parsed.ok ? null : parsed.message);
        }
        const rows = (Array.isArray(parsed.value) ? parsed.value : [parsed.value]) as unknown[];
        if (ctx.method === 'PATCH' && Array.isArray(parsed.value))
          throw new RestError(400, 'PGRST102', 'Empty or invalid json');
        const keys = [...new Set(rows.flatMap((r) => (typeof r === 'object' && r !== null ? Object.keys(r) : [])))];
        const cols = keys.map((k) => checkColumn(table, columns, k));
        const returning = representation ? q.columns : '1';
        const bodyParam = `$${q.params.length + 1}`;
        let sql: string;
        if (ctx.method === 'POST') {
          if (cols.length === 0) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
          sql = `insert into ${target} (${cols.join(', ')}) select ${cols.join(', ')} from json_populate_recordset(null::${target}, ${bodyParam}::json) returning ${returning}`;
          status = 201;
        } else {
          if (!q.hasFilters) throw new RestError(400, '21000', 'UPDATE requires a WHERE clause');
          if (cols.length === 0) return { status: 204, headers: { 'Content-Range': '*/*' } };
          // Row-constructor form keeps the WHERE columns unambiguous (no second relation in FROM).
          sql = `update ${target} set (${cols.join(', ')}) = (select ${cols.join(', ')} from json_populate_record(null::${target}, ${bodyParam}::json)) ${q.where} returning ${returning}`;
        }
        result = await run(ctx, role, identity.claims, 'write', wrap(sql), [
          ...q.params,
          JSON.stringify(ctx.method === 'POST' ? rows : rows[0]),
        ]);
        if (!representation) return { status: ctx.method === 'POST' ? 201 : 204, headers: { 'Content-Range': '*/*' } };
      } else if (ctx.method === 'DELETE') {
        if (!q.hasFilters) throw new RestError(400, '21000', 'DELETE requires a WHERE clause');
        result = await run(
          ctx,
          role,
          identity.claims,
          'write',
          wrap(`delete from ${target} ${q.where} returning ${representation ? q.columns : '1'}`),
          q.params,
        );
        if (!representation) return { status: 204, headers: { 'Content-Range': '*/*' } };
      } else {
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${ctx.method}`);
      }

      if (single && result.n !== 1) {
        throw new RestError(
          406,
          'PGRST116',
          'Cannot coerce the result to a single JSON object',
          `The result contains ${result.n} rows`,
        );
      }
      const range = result.n > 0 ? `${q.offset}-${q.offset + result.n - 1}/${total ?? '*'}` : `*/${total ?? '*'}`;
      const headers = {
        'Content-Range': range,
        'Content-Type': `${single ? SINGLE : 'application/json'}; charset=utf-8`,
      };
      if (ctx.method === 'HEAD') return { status, headers };
      return { status, headers, body: single ? result.body[0] : result.body };
    } catch (error) {
      if (error instanceof RestError) {
        return {
          status: error.status,
          body: error.body(),
          headers: (error as RestError & { headers?: Record<string, string> }).headers,
        };
      }
      const e = error as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };
      if (typeof e.code !== 'string') throw error;
      return {
        status: statusFor(e.code, role),
        body: {
          code: e.code,
          message: String(e.message),
          details: typeof e.detail === 'string' ? e.detail : null,
          hint: typeof e.hint === 'string' ? e.hint : null,
        },
      };
    }
  };
}
