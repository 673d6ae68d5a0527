// The local stand-in for Supabase: one node:http server on 127.0.0.1 that serves /auth/v1 and
// /rest/v1 over an embedded (or DATABASE_URL) Postgres. Development and tests only.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuthHandler, authError } from './auth.ts';
import { openDatabase, prepareDatabase, type Db } from './db.ts';
import { BodyTooLargeError, corsHeaders, header, preflightHeaders, readBody, send, type Ctx, type Reply } from './http.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { createRestHandler } from './rest.ts';
import { checkPassword, createUser, findUserByEmail, setPassword } from './users.ts';

export interface LocalBackendOptions {
  /** 0 picks a free port. Default 54321, like `supabase start`. */
  port?: number;
  /** Directory for the embedded database, or 'memory'. Default supabase/.local-data. */
  dataDir?: string;
  /** A real PostgreSQL instead of PGlite (needs the optional `pg` package). */
  databaseUrl?: string;
  /** Password sign-ins per client address per window (default 30 per 5 minutes). */
  rateLimit?: number;
  rateWindowMs?: number;
  adminEmail?: string;
  adminPassword?: string;
  /** bcrypt cost; 10 like GoTrue, tests use 4 for speed. */
  bcryptCost?: number;
  /** Refresh-token reuse interval in seconds (GoTrue default 10). */
  reuseIntervalSeconds?: number;
}

export interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  adminEmail: string;
  adminPassword: string;
  /** True when this start created the database (and loaded the seed). */
  fresh: boolean;
  close(): Promise<void>;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@ppg-go.local';
export const DEFAULT_ADMIN_PASSWORD = 'Admin!2345';

/** Creates the admin account if missing, resets its password to the configured one, grants admin. */
async function ensureAdmin(db: Db, email: string, password: string, cost: number): Promise<void> {
  await db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user) user = await createUser(tx, email, password, {}, cost);
    else if (!(await checkPassword(user, password))) await setPassword(tx, user.id, password, cost);
    await tx.query(`insert into public.user_roles (user_id, role) values ($1::uuid, 'admin') on conflict do nothing`, [user.id]);
  });
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const adminEmail = options.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const adminPassword = options.adminPassword ?? DEFAULT_ADMIN_PASSWORD;
  const bcryptCost = options.bcryptCost ?? 10;
  const db = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  let fresh: boolean;
  try {
    ({ fresh } = await prepareDatabase(db));
    await ensureAdmin(db, adminEmail, adminPassword, bcryptCost);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }

  // The issuer contains the port, known only after listen(); handlers read it at signing time.
  const issuer = { secret: LOCAL_JWT_SECRET, issuer: '' };
  const auth = createAuthHandler({
    db,
    bcryptCost,
    reuseIntervalSeconds: options.reuseIntervalSeconds ?? 10,
    rateLimit: options.rateLimit ?? 30,
    rateWindowMs: options.rateWindowMs ?? 5 * 60_000,
    get secret() { return issuer.secret; },
    get issuer() { return issuer.issuer; },
  });
  const rest = createRestHandler({ db, secret: LOCAL_JWT_SECRET });
  const keys = new Set([LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY]);

  async function route(req: IncomingMessage, res: ServerResponse): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const area = /^\/(auth|rest)\/v1(\/.*)$/.exec(url.pathname);
    if (!area) return { status: 404, body: { message: 'no Route matched with those values' } };
    const ctx: Ctx = {
      method: req.method ?? 'GET',
      url,
      path: area[2] ?? '/',
      headers: req.headers,
      rawBody: '',
      ip: req.socket.remoteAddress ?? 'unknown',
    };
    // Public endpoints of the hosted gateway; everything else needs a project key (hosted behaviour).
    const open = area[1] === 'auth' && ['/.well-known/jwks.json', '/health'].includes(ctx.path);
    const apikey = header(ctx, 'apikey');
    if (!open && !apikey) return { status: 401, body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' } };
    if (!open && apikey && !keys.has(apikey)) return { status: 401, body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' } };
    try {
      ctx.rawBody = await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      res.setHeader('Connection', 'close');
      return area[1] === 'auth'
        ? authError(ctx, 413, 'request_too_large', 'Request body too large')
        : { status: 413, body: { code: 'PGRST413', message: 'Payload Too Large', details: null, hint: null } };
    }
    return area[1] === 'auth' ? auth(ctx) : rest(ctx);
  }

  const server = createServer((req, res) => {
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      send(res, { status: 204 }, preflightHeaders(req));
      return;
    }
    route(req, res)
      .then((reply) => send(res, reply, cors))
      .catch((error: unknown) => {
        // Never crash the process on one bad request; log it and answer 500.
        console.error('[local-backend]', error);
        if (!res.headersSent) send(res, { status: 500, body: { code: 'unexpected_failure', message: 'Internal server error' } }, cors);
        else res.destroy();
      });
  });
  server.on('clientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 54321, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  issuer.issuer = `${url}/auth/v1`;

  let closing: Promise<void> | undefined;
  return {
    url,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    adminEmail,
    adminPassword,
    fresh,
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await db.close();
      })()),
  };
}
