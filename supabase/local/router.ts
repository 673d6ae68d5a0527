// The gateway part of the stand-in, like Supabase's API gateway: CORS, the apikey check, body
// limits, then /auth/v1 or /rest/v1. Every failure becomes an HTTP answer, never a crash.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authError } from './auth.ts';
import {
  BodyTooLargeError,
  corsHeaders,
  header,
  preflightHeaders,
  readBody,
  send,
  type Ctx,
  type Reply,
} from './http.ts';

type Handler = (ctx: Ctx) => Promise<Reply>;

export interface RouterOptions {
  auth: Handler;
  rest: Handler;
  /** The API keys the gateway accepts. */
  keys: Set<string>;
}

/** The Host of a request to this machine: its loopback names, with or without a port. */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/** Auth endpoints the hosted gateway serves without a key. */
const OPEN_AUTH_PATHS = new Set(['/.well-known/jwks.json', '/health']);

/** The `role` claim of an API key (a JWT the gateway already trusts), or undefined. */
function keyRole(key: string): unknown {
  try {
    const claims = JSON.parse(Buffer.from(key.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown;
    return typeof claims === 'object' && claims !== null ? (claims as { role?: unknown }).role : undefined;
  } catch {
    return undefined;
  }
}

export function createRouter(o: RouterOptions): (req: IncomingMessage, res: ServerResponse) => void {
  // A URL is what any page on any site can make a browser send (a link, a form, a no-cors
  // fetch), and it ends up in histories and logs: only the public anon key is taken from there.
  const urlKeys = new Set([...o.keys].filter((key) => keyRole(key) === 'anon'));

  async function route(req: IncomingMessage, res: ServerResponse): Promise<Reply> {
    // The HTTP parser lets through request targets that are no URL (`http://[`, say).
    const url = URL.parse(req.url ?? '/', 'http://127.0.0.1');
    if (!url) return { status: 400, body: { message: 'Invalid request path' } };
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
    // Hosted Supabase takes the key from the header or, failing that, an `apikey` URL parameter.
    const inUrl = url.searchParams.getAll('apikey');
    url.searchParams.delete('apikey');
    if (inUrl.some((key) => o.keys.has(key) && !urlKeys.has(key)))
      return {
        status: 401,
        body: {
          message: 'Invalid API key',
          hint: 'The service_role key is secret: send it in the `apikey` header, never as a URL parameter.',
        },
      };
    // Only the anon key gets past the gateway from the URL, so the rest handler's fallback
    // identity (no Bearer: the key's role) is never more than anon for a URL another site built.
    const apikey = header(ctx, 'apikey') ?? inUrl[0];
    ctx.apikey = apikey;
    if (!(area[1] === 'auth' && OPEN_AUTH_PATHS.has(ctx.path))) {
      if (!apikey)
        return {
          status: 401,
          body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
        };
      if (!o.keys.has(apikey))
        return {
          status: 401,
          body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
        };
    }
    try {
      ctx.rawBody = await readBody(req);
    } catch (error) {
      // The client went away mid-body: the answer goes nowhere, but nothing failed here either.
      if (!(error instanceof BodyTooLargeError)) return { status: 400, body: { message: 'Incomplete request body' } };
      res.setHeader('Connection', 'close');
      return area[1] === 'auth'
        ? authError(ctx, 413, 'request_too_large', 'Request body too large')
        : { status: 413, body: { code: 'PGRST413', message: 'Payload Too Large', details: null, hint: null } };
    }
    return area[1] === 'auth' ? o.auth(ctx) : o.rest(ctx);
  }

  /** One bad request must not take the server down: log what escaped, answer 500 if still possible. */
  function fail(res: ServerResponse, cors: Record<string, string>, error: unknown): void {
    console.error('[local-backend]', error);
    try {
      if (!res.headersSent)
        send(res, { status: 500, body: { code: 'unexpected_failure', message: 'Internal server error' } }, cors);
      else res.destroy();
    } catch {
      res.destroy();
    }
  }

  return (req, res) => {
    let cors: Record<string, string> = {};
    try {
      // A page of another site whose name it re-points at 127.0.0.1 (DNS rebinding) reaches the
      // stand-in as its own origin, so CORS never stops it; its requests still name that site in
      // Host. The stand-in answers only to the names of this machine.
      if (!LOCAL_HOST.test(req.headers.host ?? ''))
        return send(
          res,
          { status: 421, body: { message: 'The local backend answers at 127.0.0.1 or localhost only' } },
          {},
        );
      cors = corsHeaders(req);
      if (req.method === 'OPTIONS') return send(res, { status: 204 }, preflightHeaders(req));
      route(req, res)
        .then((reply) => send(res, reply, cors))
        .catch((error: unknown) => fail(res, cors, error));
    } catch (error) {
      // Thrown before the promise chain (a header the response cannot carry, say).
      fail(res, cors, error);
    }
  };
}
