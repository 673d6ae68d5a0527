// The GoTrue (/auth/v1) subset supabase-js uses: sign-up, password and refresh grants, user,
// logout, JWKS, and the admin user list the grant-admin script needs.
import type { Db } from './db.ts';
import { bearer, header, isJsonContentType, parseJson, type Ctx, type Reply } from './http.ts';
import { verifyJwt, type Claims } from './jwt.ts';
import { MAX_USER_METADATA_BYTES } from './limits.ts';
import { RateLimiter } from './rate-limit.ts';
import {
  checkPassword,
  createUser,
  findUserByEmail,
  findUserById,
  insertRefreshToken,
  listUsers,
  passwordWeakness,
  sessionJson,
  startSession,
  userJson,
  type Issuer,
} from './users.ts';
import { emailProblem, hasControlCharacters, MAX_PASSWORD_BYTES, normalizeEmail, passwordTooLong } from './validate.ts';

export interface AuthOptions extends Issuer {
  db: Db;
  bcryptCost: number;
  /** GoTrue's refresh_token_reuse_interval: a rotated token still works this long. */
  reuseIntervalSeconds: number;
  /** Sign-ins per client address per window (0: no limit); refreshes get five times as many (CLI ratio). */
  rateLimit: number;
  rateWindowMs: number;
}

const API_VERSION = '2024-01-01';

/**
 * GoTrue error body: the {code, message} form when the client sent X-Supabase-Api-Version
 * (echoed back, which is what makes supabase-js read `code`), else the legacy form.
 */
export function authError(
  ctx: Ctx,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Reply {
  const versioned = header(ctx, 'x-supabase-api-version') !== undefined;
  return {
    status,
    body: versioned ? { code, message, ...extra } : { code: status, error_code: code, msg: message, ...extra },
    headers: { 'x-sb-error-code': code, ...(versioned ? { 'X-Supabase-Api-Version': API_VERSION } : {}) },
  };
}

const ok = (body: unknown, status = 200): Reply => ({
  status,
  body,
  headers: { 'X-Supabase-Api-Version': API_VERSION },
});

function stringField(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

export function createAuthHandler(o: AuthOptions): (ctx: Ctx) => Promise<Reply> {
  const passwordLimiter = new RateLimiter(o.rateLimit, o.rateWindowMs);
  const refreshLimiter = new RateLimiter(o.rateLimit * 5, o.rateWindowMs);

  /** Verifies the user's access token; answers the GoTrue error when it is missing or bad. */
  async function authenticate(ctx: Ctx): Promise<{ claims: Claims; userId: string; sessionId?: string } | Reply> {
    const token = bearer(ctx);
    if (!token) return authError(ctx, 401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const result = await verifyJwt(token, o.secret);
    if (!result.ok) {
      const why = {
        expired: 'token has invalid claims: token is expired',
        future: 'token has invalid claims: token used before issued',
        notYetValid: 'token has invalid claims: token is not valid yet',
        malformed: 'token is malformed',
        signature: 'signature is invalid',
      }[result.reason];
      return authError(ctx, 403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
    }
    const { sub, session_id: sessionId } = result.claims;
    if (typeof sub !== 'string') return authError(ctx, 403, 'bad_jwt', 'invalid claim: missing sub claim');
    if (typeof sessionId === 'string') {
      const found = await o.db.query('select 1 from auth.sessions where id::text = $1', [sessionId]);
      if (found.rows.length === 0)
        return authError(ctx, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { claims: result.claims, userId: sub, sessionId: typeof sessionId === 'string' ? sessionId : undefined };
  }

  async function signup(ctx: Ctx, body: unknown): Promise<Reply> {
    const email = normalizeEmail(stringField(body, 'email') ?? '');
    const password = stringField(body, 'password') ?? '';
    const problem = emailProblem(email);
    if (problem) return authError(ctx, 400, 'validation_failed', problem);
    if (!password) return authError(ctx, 422, 'validation_failed', 'Signup requires a valid password');
    if (passwordTooLong(password))
      return authError(
        ctx,
        400,
        'validation_failed',
        `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
      );
    const weak = passwordWeakness(password);
    if (weak) return authError(ctx, 422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
    const data = (body as { data?: unknown }).data;
    const meta =
      typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
    // Metadata rides in every access token: a large one would make each later request too big.
    if (Buffer.byteLength(JSON.stringify(meta)) > MAX_USER_METADATA_BYTES)
      return authError(
        ctx,
        400,
        'validation_failed',
        `User metadata cannot be larger than ${MAX_USER_METADATA_BYTES} bytes`,
      );
    try {
      const session = await o.db.transaction(async (tx) => {
        if (await findUserByEmail(tx, email)) return undefined;
        const user = await createUser(tx, email, password, meta, o.bcryptCost);
        return startSession(tx, o, user.id);
      });
      return session ? ok(session) : authError(ctx, 422, 'user_already_exists', 'User already registered');
    } catch (error) {
      // Two simultaneous sign-ups for one address: the unique index decides.
      if ((error as { code?: string }).code === '23505')
        return authError(ctx, 422, 'user_already_exists', 'User already registered');
      throw error;
    }
  }

  async function passwordGrant(ctx: Ctx, body: unknown): Promise<Reply> {
    const email = normalizeEmail(stringField(body, 'email') ?? '');
    const password = stringField(body, 'password') ?? '';
    if (!email || !password) return authError(ctx, 400, 'validation_failed', 'missing email or phone');
    // bcrypt would compare only the first 72 bytes: a longer password never matches.
    if (emailProblem(email) || passwordTooLong(password))
      return authError(ctx, 400, 'invalid_credentials', 'Invalid login credentials');
    const user = await findUserByEmail(o.db, email);
    if (!(await checkPassword(user, password)) || !user) {
      return authError(ctx, 400, 'invalid_credentials', 'Invalid login credentials');
    }
    return ok(await o.db.transaction((tx) => startSession(tx, o, user.id)));
  }

  async function refreshGrant(ctx: Ctx, body: unknown): Promise<Reply> {
    const token = stringField(body, 'refresh_token');
    if (!token) return authError(ctx, 400, 'validation_failed', 'refresh_token required');
    if (hasControlCharacters(token))
      return authError(ctx, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    return o.db.transaction(async (tx): Promise<Reply> => {
      const { rows } = await tx.query<{
        user_id: string;
        session_id: string;
        revoked: boolean;
        age: number;
        signed_in: number;
      }>(
        `select t.user_id::text, t.session_id::text, t.revoked,
           extract(epoch from now() - t.updated_at)::float8 as age,
           extract(epoch from s.created_at)::int as signed_in
         from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
         where t.token = $1 for update of t`,
        [token],
      );
      const row = rows[0];
      if (!row) return authError(ctx, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (row.revoked) {
        const child = (
          await tx.query<{ token: string }>(
            'select token from auth.refresh_tokens where parent = $1 and not revoked order by id desc limit 1',
            [token],
          )
        ).rows[0];
        // Within the reuse interval (two tabs refreshing at once) answer with the current token.
        if (row.age < o.reuseIntervalSeconds && child) {
          return ok(await sessionJson(tx, o, row.user_id, row.session_id, child.token, row.signed_in));
        }
        // Outside it, reuse means the token leaked: revoke the whole family, as GoTrue does.
        await tx.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id::text = $1 and not revoked',
          [row.session_id],
        );
        return authError(ctx, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token]);
      const next = await insertRefreshToken(tx, row.user_id, row.session_id, token);
      return ok(await sessionJson(tx, o, row.user_id, row.session_id, next, row.signed_in));
    });
  }

  /** GoTrue's sign_in_sign_ups limit counts sign-ups and password sign-ins together. */
  function overLimit(ctx: Ctx, limiter: RateLimiter): Reply | undefined {
    if (limiter.allow(ctx.ip)) return undefined;
    const reply = authError(ctx, 429, 'over_request_rate_limit', 'Request rate limit reached');
    return { ...reply, headers: { ...reply.headers, 'Retry-After': String(Math.ceil(o.rateWindowMs / 1000)) } };
  }

  return async function handleSafely(ctx: Ctx): Promise<Reply> {
    try {
      return await handle(ctx);
    } catch (error) {
      // Postgres refused a value (NUL in text or JSON, bad encoding): the client's input, a 400.
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('22'))
        return authError(ctx, 400, 'validation_failed', 'Invalid characters in request');
      throw error;
    }
  };

  async function handle(ctx: Ctx): Promise<Reply> {
    const route = `${ctx.method} ${ctx.path}`;
    if (route === 'GET /.well-known/jwks.json') return ok({ keys: [] });
    if (route === 'GET /health') return ok({ version: 'local', name: 'GoTrue', description: 'local stand-in' });
    if (route === 'GET /settings') {
      return ok({
        external: { email: true, phone: false },
        disable_signup: false,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    }
    // Sign-up and sign-in take JSON only: a form or text/plain body is what another site's page
    // can send without a CORS preflight. supabase-js sends application/json on every POST.
    if ((route === 'POST /signup' || route === 'POST /token') && !isJsonContentType(header(ctx, 'content-type')))
      return authError(ctx, 415, 'bad_json', 'Content-Type must be application/json');
    const parsed = ctx.method === 'POST' ? parseJson(ctx.rawBody) : { ok: true as const, value: undefined };
    if (!parsed.ok) return authError(ctx, 400, 'bad_json', `Could not parse request body as JSON: ${parsed.message}`);
    const body = parsed.value;
    switch (route) {
      case 'POST /signup':
        return overLimit(ctx, passwordLimiter) ?? signup(ctx, body);
      case 'POST /token': {
        const grant = ctx.url.searchParams.get('grant_type');
        if (grant !== 'password' && grant !== 'refresh_token') {
          return authError(ctx, 400, 'validation_failed', 'unsupported_grant_type');
        }
        const limited = overLimit(ctx, grant === 'password' ? passwordLimiter : refreshLimiter);
        if (limited) return limited;
        return grant === 'password' ? passwordGrant(ctx, body) : refreshGrant(ctx, body);
      }
      case 'GET /user': {
        const who = await authenticate(ctx);
        if ('status' in who) return who;
        const user = await findUserById(o.db, who.userId);
        return user
          ? ok(userJson(user))
          : authError(ctx, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
      }
      case 'POST /logout': {
        const who = await authenticate(ctx);
        if ('status' in who) return who;
        const scope = ctx.url.searchParams.get('scope') ?? 'global';
        if (!['global', 'local', 'others'].includes(scope))
          return authError(ctx, 400, 'validation_failed', 'Unsupported logout scope');
        if (scope === 'global' || !who.sessionId) {
          await o.db.query('delete from auth.sessions where user_id::text = $1', [who.userId]);
        } else if (scope === 'local') {
          await o.db.query('delete from auth.sessions where id::text = $1', [who.sessionId]);
        } else {
          await o.db.query('delete from auth.sessions where user_id::text = $1 and id::text <> $2', [
            who.userId,
            who.sessionId,
          ]);
        }
        return { status: 204 };
      }
      case 'GET /admin/users': {
        const token = bearer(ctx);
        const verified = token ? await verifyJwt(token, o.secret) : undefined;
        if (!verified?.ok || verified.claims.role !== 'service_role')
          return authError(ctx, 403, 'not_admin', 'User not allowed');
        const page = Math.max(1, Number(ctx.url.searchParams.get('page')) || 1);
        const perPage = Math.min(1000, Math.max(1, Number(ctx.url.searchParams.get('per_page')) || 50));
        const { users, total } = await listUsers(o.db, perPage, (page - 1) * perPage);
        const reply = ok({ users: users.map(userJson), aud: 'authenticated' });
        return { ...reply, headers: { ...reply.headers, 'x-total-count': String(total) } };
      }
      default:
        return authError(ctx, 404, 'not_found', `No route for ${ctx.method} /auth/v1${ctx.path}`);
    }
  }
}
