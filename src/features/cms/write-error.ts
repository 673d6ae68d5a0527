import { BackendTimeoutError, isBackendUnavailable } from '@/lib/supabase/backend';
import { refusedRule } from './validation';

/** What went wrong with a write, in the terms the editor explains it in. */
export type WriteFailure =
  | { kind: 'timeout' }
  | { kind: 'unreachable' }
  | { kind: 'server'; status: number }
  | { kind: 'permission' }
  | { kind: 'session' }
  | { kind: 'duplicate' }
  | { kind: 'invalid'; message: string; rule?: string }
  | { kind: 'missing' }
  | { kind: 'other'; message: string };

/**
 * A supabase-js error (PostgREST's {code, message}, or a fetch that never got an answer) as a
 * failure the editor can explain. Codes as PostgREST maps them: 42501 row-level security,
 * PGRST301/PGRST303 a bad or expired token, 23505 a duplicate, 23514/22xxx a refused value,
 * PGRST116 no row where one was expected. A refused value names the rule it broke, when the
 * database says which. A call that got no answer in time is told from one that could not
 * connect: the first may have been written, the second was not. Any other answer of 500 or
 * above is the server's fault, not the admin's.
 */
export function classifyWriteError(error: unknown): WriteFailure {
  // Only a whole write gives up this way (withDeadline); a read that timed out could not connect.
  if (error instanceof BackendTimeoutError) return { kind: 'timeout' };
  if (isBackendUnavailable(error)) return { kind: 'unreachable' };
  const { code, message, status } = (error ?? {}) as { code?: unknown; message?: unknown; status?: unknown };
  const text = typeof message === 'string' && message !== '' ? message : String(code ?? 'erro desconhecido');
  if (code === '42501') return { kind: 'permission' };
  if (code === 'PGRST301' || code === 'PGRST303') return { kind: 'session' };
  if (code === '23505') return { kind: 'duplicate' };
  if (code === 'PGRST116') return { kind: 'missing' };
  if (typeof code === 'string' && (code === '23514' || code === '23502' || code.startsWith('22'))) {
    const rule = code === '23514' ? refusedRule(text) : undefined;
    return rule ? { kind: 'invalid', message: text, rule } : { kind: 'invalid', message: text };
  }
  if (typeof status === 'number' && status >= 500) return { kind: 'server', status };
  return { kind: 'other', message: text };
}

/**
 * A new row's own id already taken: only an earlier try of the same insert (the id is made in
 * the browser, at random) can hold it, written though its answer was lost.
 */
export function isOwnInsertAgain(error: unknown, table: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' && typeof message === 'string' && message.includes(`"${table}_pkey"`);
}

/** Failures that may pass by themselves, so the editor offers to send the same save again. */
export function offersRetry(failure: WriteFailure): boolean {
  return failure.kind === 'timeout' || failure.kind === 'unreachable' || failure.kind === 'server';
}
