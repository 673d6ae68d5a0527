import { isBackendUnavailable } from '@/lib/supabase/backend';
import { refusedRule } from './validation';

/** What went wrong with a write, in the terms the editor explains it in. */
export type WriteFailure =
  | { kind: 'unreachable' }
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
 * database says which.
 */
export function classifyWriteError(error: unknown): WriteFailure {
  if (isBackendUnavailable(error)) return { kind: 'unreachable' };
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message !== '' ? message : String(code ?? 'erro desconhecido');
  if (code === '42501') return { kind: 'permission' };
  if (code === 'PGRST301' || code === 'PGRST303') return { kind: 'session' };
  if (code === '23505') return { kind: 'duplicate' };
  if (code === 'PGRST116') return { kind: 'missing' };
  if (typeof code === 'string' && (code === '23514' || code === '23502' || code.startsWith('22'))) {
    const rule = code === '23514' ? refusedRule(text) : undefined;
    return rule ? { kind: 'invalid', message: text, rule } : { kind: 'invalid', message: text };
  }
  return { kind: 'other', message: text };
}
