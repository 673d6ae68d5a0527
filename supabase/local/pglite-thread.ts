// The embedded database behind the Db interface, on a worker thread (pglite-worker.mjs). PGlite
// runs each statement synchronously on the thread that calls it and cannot cut one off (it
// ignores statement_timeout), so on the server's own thread one slow query froze every request,
// /health included; on its own thread it only delays other queries.
import { Worker } from 'node:worker_threads';
import type { Db, Queryable } from './db.ts';

type Request =
  | { op: 'open'; dataDir: string }
  | { op: 'query'; sql: string; params?: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'close' };

interface Reply {
  id: number;
  result?: unknown;
  /** A Postgres error's fields (message, code, detail, hint, …). */
  error?: Record<string, unknown> & { message: string };
}

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/** Opens PGlite on `dataDir` ('memory' for none) in a worker thread. */
export async function openPgliteThread(dataDir: string): Promise<Db> {
  const worker = new Worker(WORKER_URL);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let stopped: Error | undefined;
  let closed: Promise<void> | undefined;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const job = pending.get(reply.id);
    pending.delete(reply.id);
    // An idle database thread must not keep the process alive (scripts end when their work does).
    if (pending.size === 0) worker.unref();
    if (reply.error) job?.reject(Object.assign(new Error(reply.error.message), reply.error));
    else job?.resolve(reply.result);
  });
  worker.on('error', (error) => {
    console.error('[local-backend] the embedded database stopped:', error);
    stop(new Error(`The embedded database stopped: ${error.message}`));
  });
  worker.on('exit', (code) => stop(new Error(`The embedded database's thread exited (code ${code})`)));

  function call(request: Request): Promise<unknown> {
    if (stopped) return Promise.reject(stopped);
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.ref();
      try {
        worker.postMessage({ id, ...request });
      } catch (error) {
        pending.delete(id);
        reject(error as Error);
      }
    });
  }

  const on = (tx?: number): Queryable & { exec(sql: string): Promise<void> } => ({
    query: async <T>(sql: string, params?: unknown[]) =>
      (await call({ op: 'query', sql, params, tx })) as { rows: T[] },
    exec: async (sql) => void (await call({ op: 'exec', sql, tx })),
  });

  try {
    await call({ op: 'open', dataDir });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    ...on(),
    async transaction(fn) {
      const tx = (await call({ op: 'begin' })) as number;
      let result;
      try {
        result = await fn(on(tx));
      } catch (error) {
        await call({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    close: () =>
      (closed ??= (async () => {
        // Closing flushes PGlite's files; only then may the thread go.
        await call({ op: 'close' });
        await worker.terminate();
      })()),
  };
}
