// What one request may ask of the local stand-in. Each limit keeps a hostile request from
// stopping the server, holding the database for seconds or inflating every token it signs, and
// sits far above anything the site or supabase-js sends. Plain constants (no other imports), so
// scripts can read them too.

/** Request bodies; larger ones are refused with 413 before they are buffered. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Nesting of arrays and objects in a JSON body. JSON.stringify and Postgres's JSON parser
 * recurse and run out of stack a few thousand levels down; the site's rows and metadata are flat.
 */
export const MAX_JSON_DEPTH = 64;

/** Sign-up `data` (user_metadata), serialized: it is copied into every access token. */
export const MAX_USER_METADATA_BYTES = 16 * 1024;

/**
 * Request line plus headers; more is answered 431. Node's default, 16 KB, is smaller than an
 * access token that carries the largest metadata (about 23 KB in base64): its owner would get
 * 431 on every call.
 */
export const MAX_HEADER_BYTES = 32 * 1024;

/** Columns of one `select` (a `*` counts as every column of the table); Postgres stops at 1,664. */
export const MAX_SELECT_COLUMNS = 100;

/** Filters of one REST read or write. */
export const MAX_FILTERS = 20;

/**
 * The `like`/`ilike` patterns of one request, in characters, all together. Matching costs about
 * the pattern's length per row; this keeps one read's cost within reach of its statement timeout.
 */
export const MAX_LIKE_PATTERN_CHARS = 1024;

/**
 * Per-role statement timeouts, Supabase's defaults (anon 3 s, authenticated 8 s, and the API's
 * own 8 s for service_role). A statement that runs longer is cancelled (57014): by PostgreSQL
 * itself, and on embedded Postgres at the next row it reads (pglite-thread.ts explains how).
 */
export const STATEMENT_TIMEOUT_MS: ReadonlyMap<string, number> = new Map([
  ['anon', 3_000],
  ['authenticated', 8_000],
  ['service_role', 8_000],
]);
