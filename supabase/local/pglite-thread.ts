// The embedded database behind the Db interface, on worker threads (pglite-worker.mjs).
//
// PGlite is one Postgres session that runs each statement to the end on the thread that calls
// it. On the server's own thread one slow query froze every request, /health included; on a
// thread of its own it still made every other query wait: four clients looping a 1,024-character
// `ilike` over 50,000 rows held a one-row read for seconds and a sign-in for longer. Shorter
// patterns would not do: any `ilike` over those rows takes 150 ms or more. Two things answer it:
//
// - Statement timeouts hold: the worker fires Postgres's timers from inside a running statement
//   (see interruptibleTimers there), and the REST layer adds INTERRUPT_CHECK to its filters so
//   each row gives it the chance. A statement over its budget ends with Postgres's own 57014.
// - Reads that may scan a table run on a read copy: a second PGlite, on a thread of its own,
//   opened from a snapshot of this one and sent the rows of every transaction before it commits,
//   so a read sent to it after a write was answered sees that write. The main database keeps
//   writes, sign-ins and reads of one row by a unique key, which a scan elsewhere never holds up.
//   A transaction whose effect rows do not describe (DDL, a trigger turned off, …) retires the
//   copy; the next one is opened from a new snapshot, and reads wait for it. The copy costs a
//   second database's memory. Stopping a statement by ending its thread was not an option: the
//   main database's thread holds the only copy of an in-memory database, and a copy's thread is
//   shared by every read sent to it.
import { Worker } from 'node:worker_threads';
import type { Db, Queryable } from './db.ts';

type Request =
  | { op: 'open'; dataDir?: string; snapshot?: ArrayBuffer }
  | { op: 'query'; sql: string; params?: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'snapshot' | 'close' }
  | { op: 'apply'; changes: string };

interface Reply {
  id: number;
  result?: unknown;
  /** A Postgres error's fields (message, code, detail, hint, …). */
  error?: Record<string, unknown> & { message: string };
}

/**
 * What the main database posts unasked, numbered in commit order: a transaction's rows, or that
 * the read copy must be opened again from a new snapshot.
 */
type Notice = { version: number } & ({ changes: string } | { reload: true });

/** Always true; evaluated on every row, it reads the clock, which lets a due statement timeout fire. */
const INTERRUPT_CHECK = 'pg_catalog.clock_timestamp() is not null';

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);
/** The error code of a transaction on a read copy that a change failed to reach (pglite-worker.mjs). */
const OUTDATED = 'LOCAL_COPY_OUTDATED';

interface Engine {
  call(request: Request, transfer?: ArrayBuffer[]): Promise<unknown>;
  /** Ends the thread without closing the database: for a read copy, which holds nothing of its own. */
  terminate(): Promise<number>;
}

function startEngine(name: string, onNotice: (notice: Notice) => void, onStop: () => void): Engine {
  const worker = new Worker(WORKER_URL);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let stopped: Error | undefined;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    onStop();
  };
  worker.on('message', (reply: Reply | Notice) => {
    if (!('id' in reply)) return onNotice(reply);
    const job = pending.get(reply.id);
    pending.delete(reply.id);
    // An idle database thread must not keep the process alive (scripts end when their work does).
    if (pending.size === 0) worker.unref();
    if (reply.error) job?.reject(Object.assign(new Error(reply.error.message), reply.error));
    else job?.resolve(reply.result);
  });
  worker.on('error', (error) => {
    console.error(`[local-backend] ${name} stopped:`, error);
    stop(new Error(`${name} stopped: ${error.message}`));
  });
  worker.on('exit', (code) => stop(new Error(`${name}'s thread exited (code ${code})`)));

  return {
    call(request, transfer = []) {
      if (stopped) return Promise.reject(stopped);
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.ref();
        try {
          worker.postMessage({ id, ...request }, transfer);
        } catch (error) {
          pending.delete(id);
          reject(error as Error);
        }
      });
    },
    terminate: () => worker.terminate(),
  };
}

type Tx = Queryable & { exec(sql: string): Promise<void> };

const on = (engine: Engine, tx?: number): Tx => ({
  query: async <T>(sql: string, params?: unknown[]) =>
    (await engine.call({ op: 'query', sql, params, tx })) as { rows: T[] },
  exec: async (sql) => void (await engine.call({ op: 'exec', sql, tx })),
});

async function transactionOn<T>(engine: Engine, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const tx = (await engine.call({ op: 'begin' })) as number;
  let result;
  try {
    result = await fn(on(engine, tx));
  } catch (error) {
    await engine.call({ op: 'rollback', tx }).catch(() => undefined);
    throw error;
  }
  await engine.call({ op: 'commit', tx });
  return result;
}

/** The read copy's life: opened from a snapshot, kept up to date, replaced when it falls out of date. */
class ReadCopy {
  readonly #main: Engine;
  #current: Engine | undefined;
  #opening: Promise<void> | undefined;
  /** While a copy is being opened: the notices since, for it to catch up on. */
  #backlog: Notice[] | undefined;
  #failed = false;
  #closed = false;
  /** Reads under way on each copy, and copies to end once theirs are done. */
  readonly #users = new Map<Engine, number>();
  readonly #retired = new Set<Engine>();

  constructor(main: Engine) {
    this.#main = main;
  }

  notice(notice: Notice): void {
    if (this.#backlog) this.#backlog.push(notice);
    else if (!this.#current) return;
    else if ('changes' in notice) this.#apply(this.#current, notice.changes);
    else this.#replace();
  }

  /** Opens a copy unless one is open or being opened (or opening one failed). */
  start(): void {
    if (this.#current || this.#opening || this.#failed || this.#closed) return;
    this.#opening = this.#open()
      .catch((error: unknown) => {
        this.#failed = true;
        console.error('[local-backend] the read copy could not be opened; reads run on the main database:', error);
      })
      .finally(() => {
        this.#backlog = undefined;
        this.#opening = undefined;
        // A reload overtook that copy: another one.
        this.start();
      });
  }

  async read<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    this.start();
    // Waits for the copy being opened, but only once: while reloads keep overtaking copies, reads
    // go to the main database, which is slower for the rest but never out of date.
    await this.#opening;
    const engine = this.#current ?? this.#main;
    this.#users.set(engine, (this.#users.get(engine) ?? 0) + 1);
    try {
      return await transactionOn(engine, fn);
    } catch (error) {
      // A change failed to apply there before this read began: read again elsewhere.
      if ((error as { code?: unknown }).code !== OUTDATED) throw error;
      if (engine === this.#current) this.#replace();
      return await this.read(fn);
    } finally {
      const left = this.#users.get(engine)! - 1;
      if (left > 0) this.#users.set(engine, left);
      else {
        this.#users.delete(engine);
        if (this.#retired.delete(engine)) void engine.terminate();
      }
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#opening;
    for (const engine of [this.#current, ...this.#retired]) await engine?.terminate();
  }

  async #open(): Promise<void> {
    this.#backlog = [];
    const { snapshot, version } = (await this.#main.call({ op: 'snapshot' })) as {
      snapshot: ArrayBuffer;
      version: number;
    };
    const copy = startEngine(
      'the read copy',
      () => undefined,
      () => this.#lost(copy),
    );
    try {
      await copy.call({ op: 'open', snapshot }, [snapshot]);
    } catch (error) {
      await copy.terminate();
      throw error;
    }
    // The snapshot holds every change numbered up to its version; a reload since leaves it behind.
    const missed = this.#backlog.filter((notice) => notice.version > version);
    if (this.#closed || missed.some((notice) => !('changes' in notice))) {
      await copy.terminate();
      return;
    }
    for (const notice of missed) if ('changes' in notice) this.#apply(copy, notice.changes);
    this.#backlog = undefined;
    this.#current = copy;
  }

  #apply(copy: Engine, changes: string): void {
    copy.call({ op: 'apply', changes }).catch((error: unknown) => {
      // A copy ended on purpose (retired, or the database closing) fails what it had queued.
      if (copy !== this.#current || this.#closed) return;
      console.error('[local-backend] the read copy could not apply a change; opening a new one:', error);
      this.#replace();
    });
  }

  /** Retires the current copy and opens another. */
  #replace(): void {
    const copy = this.#current;
    if (!copy) return;
    this.#current = undefined;
    // Reads already under way on it began before the change: they finish there.
    if (this.#users.has(copy)) this.#retired.add(copy);
    else void copy.terminate();
    this.start();
  }

  /** A copy's thread ended on its own: the next read opens another. */
  #lost(copy: Engine): void {
    if (copy === this.#current) this.#replace();
  }
}

/** Opens PGlite on `dataDir` ('memory' for none) in a worker thread, and its read copy when asked. */
export async function openPgliteThread(dataDir: string): Promise<Db> {
  // Nothing is posted unasked before the read copy's first snapshot.
  let onNotice = (notice: Notice): void => void notice;
  const main = startEngine(
    'the embedded database',
    (notice) => onNotice(notice),
    () => undefined,
  );
  let closed: Promise<void> | undefined;
  try {
    await main.call({ op: 'open', dataDir });
  } catch (error) {
    await main.terminate();
    throw error;
  }
  const copies = new ReadCopy(main);
  onNotice = (notice) => copies.notice(notice);
  return {
    ...on(main),
    transaction: (fn) => transactionOn(main, fn),
    read: (fn) => copies.read(fn),
    prepareReads: () => copies.start(),
    interruptCheck: INTERRUPT_CHECK,
    close: () =>
      (closed ??= (async () => {
        await copies.close();
        // Closing flushes PGlite's files; only then may the thread go.
        await main.call({ op: 'close' });
        await main.terminate();
      })()),
  };
}
