// What every backend call shares, without supabase-js: where the backend is, how long a call may
// take, and how "the backend could not be reached" is recognised. Both clients build on it: the
// full one (client.ts: auth and writes) and the read-only one for published rows (public-reads.ts).

/** Stable code for "the backend could not be reached"; the UI maps it to a translated message. */
export const BACKEND_UNAVAILABLE = 'BackendUnavailableError';

/**
 * The backend could not be reached at all (server down, DNS, offline, CORS refusal) — as
 * opposed to an HTTP error answer. supabase-js folds it into its own error objects (postgrest-js
 * keeps this class's name at the start of the message, auth-js turns it into
 * AuthRetryableFetchError); use isBackendUnavailable() to recognise every form. The message is
 * for logs, not for visitors: it is deliberately not localised.
 */
export class BackendUnavailableError extends Error {
  override name = BACKEND_UNAVAILABLE;
  readonly code: string = BACKEND_UNAVAILABLE;
  constructor(
    public readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(`Backend unavailable: cannot reach ${url}`, options);
  }
}

/** True for a BackendUnavailableError or a supabase-js error that wraps one. */
export function isBackendUnavailable(error: unknown): boolean {
  if (error instanceof BackendUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { message, name } = error as { message?: unknown; name?: unknown };
  // auth-js reports a failed fetch (and 502–504/520–530 answers) as AuthRetryableFetchError.
  return (
    name === BACKEND_UNAVAILABLE ||
    name === 'AuthRetryableFetchError' ||
    (typeof message === 'string' &&
      (message.startsWith(BACKEND_UNAVAILABLE) || message.startsWith('Backend unavailable:')))
  );
}

/**
 * Where the backend is and the public key every request carries: the build's settings, and
 * nothing else. The build refuses to run without them, and npm start, npm run dev and npm test
 * set them to the local backend's (scripts/settings.ts), so no browser bundle holds the local
 * stand-in's module.
 */
export function backendSettings(): { url: string; key: string } {
  // Each read by its full name: Vite then inlines these two settings, not the whole object.
  const url = (import.meta.env.VITE_SUPABASE_URL as string | undefined)?.trim() ?? '';
  const key = (import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY as string | undefined)?.trim() ?? '';
  return { url: url.replace(/\/+$/, ''), key };
}

/** How long any backend call may take before the site gives up and says the backend is down. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * A backend that did not answer within REQUEST_TIMEOUT_MS. Its code makes postgrest-js treat it
 * as an abort: a GET that failed to connect is retried three times, but one that hung must not
 * wait three more times.
 */
export class BackendTimeoutError extends BackendUnavailableError {
  override readonly code = 'ABORT_ERR';
}

/**
 * fetch that gives up after timeoutMs and turns a network failure or a timeout into
 * BackendUnavailableError; the caller's own aborts pass through. The timer is a plain
 * setTimeout (not AbortSignal.timeout) so a test's fake clock controls it too.
 */
export function guardedFetch(
  base: string,
  timeoutMs = REQUEST_TIMEOUT_MS,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const outer = init?.signal;
    const forward = () => controller.abort(outer?.reason);
    if (outer?.aborted) forward();
    outer?.addEventListener('abort', forward, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      return await fetchImpl(input, { ...init, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new BackendTimeoutError(base, { cause: error });
      const name = (error as { name?: unknown } | null)?.name;
      if (name === 'AbortError' || name === 'TimeoutError') throw error;
      throw new BackendUnavailableError(base, { cause: error });
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    }
  };
}

/**
 * Runs `run` and gives up after timeoutMs, whatever it is still waiting for: supabase-js may hold
 * a request back until the session is refreshed (retried for up to 30 s while the backend is
 * unreachable), so guardedFetch's bound on each request does not bound the whole call. On giving
 * up the signal is aborted, so a request still waiting to go out, or still under way, is dropped
 * rather than completing unseen later; the call rejects with BackendTimeoutError.
 */
export function withDeadline<T>(
  run: (signal: AbortSignal) => Promise<T>,
  timeoutMs = REQUEST_TIMEOUT_MS,
  base = backendSettings().url,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new BackendTimeoutError(base);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  return Promise.race([run(controller.signal), deadline]).finally(() => clearTimeout(timer));
}
