// The local stand-in for Supabase: one node:http server on 127.0.0.1 that serves /auth/v1 and
// /rest/v1 over an embedded (or DATABASE_URL) Postgres. Development and tests only.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuthHandler } from './auth.ts';
import { openDatabase, prepareDatabase, type Db } from './db.ts';
import { corsHeaders, send } from './http.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { MAX_HEADER_BYTES } from './limits.ts';
import { createRestHandler } from './rest.ts';
import { createRouter } from './router.ts';
import { checkPassword, createUser, findUserByEmail, setPassword } from './users.ts';

export interface LocalBackendOptions {
  /** 0 picks a free port. Default 54321, like `supabase start`. */
  port?: number;
  /** Directory for the embedded database, or 'memory'. Default supabase/.local-data. */
  dataDir?: string;
  /** A real PostgreSQL instead of PGlite (needs the optional `pg` package). */
  databaseUrl?: string;
  /** Password sign-ins per client address per window (default 30 per 5 minutes; 0: no limit). */
  rateLimit?: number;
  rateWindowMs?: number;
  adminEmail?: string;
  adminPassword?: string;
  /** bcrypt cost; 10 like GoTrue, tests use 4 for speed. */
  bcryptCost?: number;
  /** Refresh-token reuse interval in seconds (GoTrue default 10). */
  reuseIntervalSeconds?: number;
  /** REST statement timeout for every role, instead of Supabase's per-role ones (tests shorten it). */
  statementTimeoutMs?: number;
}

export interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  adminEmail: string;
  adminPassword: string;
  /** True when this start created the database (and loaded the seed). */
  fresh: boolean;
  /** The database itself, for tests that write what no request could (rows from older rules). */
  db: Db;
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
    await tx.query(`insert into public.user_roles (user_id, role) values ($1::uuid, 'admin') on conflict do nothing`, [
      user.id,
    ]);
  });
}

/** Binds 127.0.0.1:port, answering 503 until the database is ready. */
function listen(port: number, handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Server> {
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, handler);
  // A request the HTTP parser rejects (bad request line, headers over the limit) gets a plain 4xx.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const adminEmail = options.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const adminPassword = options.adminPassword ?? DEFAULT_ADMIN_PASSWORD;
  const bcryptCost = options.bcryptCost ?? 10;
  // Filled in once the database is ready; until then the server answers 503.
  const ready: { handle?: (req: IncomingMessage, res: ServerResponse) => void } = {};

  // Port first: a second `npm start` fails here, before it opens (and could damage) the data
  // folder the first one is using.
  const server = await listen(options.port ?? 54321, (req, res) => {
    if (ready.handle) return ready.handle(req, res);
    send(
      res,
      { status: 503, body: { message: 'Local backend is starting' }, headers: { 'Retry-After': '1' } },
      corsHeaders(req),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const stopServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  let db: Db;
  let fresh: boolean;
  try {
    db = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  } catch (error) {
    await stopServer();
    throw error;
  }
  try {
    ({ fresh } = await prepareDatabase(db));
    await ensureAdmin(db, adminEmail, adminPassword, bcryptCost);
    // In the background: the first scanning read waits for it rather than this start.
    db.prepareReads?.();
  } catch (error) {
    await stopServer();
    await db.close().catch(() => undefined);
    throw error;
  }

  const auth = createAuthHandler({
    db,
    bcryptCost,
    reuseIntervalSeconds: options.reuseIntervalSeconds ?? 10,
    rateLimit: options.rateLimit ?? 30,
    rateWindowMs: options.rateWindowMs ?? 5 * 60_000,
    secret: LOCAL_JWT_SECRET,
    issuer: `${url}/auth/v1`,
  });
  const rest = createRestHandler({ db, secret: LOCAL_JWT_SECRET, statementTimeoutMs: options.statementTimeoutMs });
  ready.handle = createRouter({ auth, rest, keys: new Set([LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY]) });

  let closing: Promise<void> | undefined;
  return {
    url,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    adminEmail,
    adminPassword,
    fresh,
    db,
    close: () =>
      (closing ??= (async () => {
        await stopServer();
        await db.close();
      })()),
  };
}
