// Database access for the local stand-in: embedded PGlite (on disk or in memory, on a thread of
// its own, with a read copy on another: pglite-thread.ts), or a real PostgreSQL through `pg` when
// DATABASE_URL is set. Also applies bootstrap, migrations and seed.
import { readFile, readdir, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { openLocked } from './lock.ts';
import { openPgliteThread } from './pglite-thread.ts';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Db extends Queryable {
  /** Runs several statements (no parameters), e.g. a migration file. */
  exec(sql: string): Promise<void>;
  /** Runs fn inside BEGIN … COMMIT; any throw rolls back. */
  transaction<T>(fn: (tx: Queryable & { exec(sql: string): Promise<void> }) => Promise<T>): Promise<T>;
  /**
   * Like transaction, for reads that may take long: embedded, they run on a read copy that sees
   * every committed write (pglite-thread.ts), so they hold up nothing else; PostgreSQL runs them
   * on a connection of the pool like everything else.
   */
  read<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Gets `read` ready ahead of the first one (embedded: opens the read copy in the background). */
  prepareReads?(): void;
  /**
   * An always-true condition for the REST layer to add to its filters, where the database needs
   * one to cut a statement off at its timeout (embedded: see pglite-thread.ts).
   */
  interruptCheck?: string;
  close(): Promise<void>;
}

export const SUPABASE_DIR = fileURLToPath(new URL('..', import.meta.url));

export async function openDatabase(options: { dataDir?: string; databaseUrl?: string }): Promise<Db> {
  if (options.databaseUrl) return openPg(options.databaseUrl);
  const dataDir = options.dataDir ?? join(SUPABASE_DIR, '.local-data');
  if (dataDir === 'memory') return openPgliteThread(dataDir);
  await mkdir(dataDir, { recursive: true });
  const { value: db, release } = await openLocked(dataDir, () => openPgliteThread(dataDir));
  return {
    ...db,
    close: async () => {
      // Closing flushes PGlite's files; the lock goes only after that.
      await db.close();
      await release();
    },
  };
}

/** The slice of node-postgres we use; imported lazily so the embedded default never loads it. */
interface PgClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  release(): void;
}
interface PgPool {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  connect(): Promise<PgClient>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): void;
}

async function openPg(databaseUrl: string): Promise<Db> {
  let mod: { default?: { Pool: new (o: object) => PgPool }; Pool?: new (o: object) => PgPool };
  try {
    // A variable specifier keeps bundlers and tsc from requiring `pg` when it is not installed.
    const name = 'pg';
    mod = (await import(name)) as typeof mod;
  } catch {
    throw new Error(
      'DATABASE_URL is set but the "pg" package is not installed (it is a devDependency: run `npm install`), or unset DATABASE_URL to use the embedded database.',
    );
  }
  const Pool = mod.Pool ?? mod.default?.Pool;
  if (!Pool) throw new Error('The installed "pg" package does not export Pool.');
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server drops (a restart, an administrator) is replaced on next use;
  // unheard, node-postgres's 'error' event would end the process.
  pool.on('error', (error) => console.error('[local-backend] PostgreSQL connection lost:', error.message));
  const wrap = (c: { query: PgPool['query'] }): Queryable & { exec(sql: string): Promise<void> } => ({
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await c.query(sql, params)).rows as T[] }),
    exec: async (sql) => void (await c.query(sql)),
  });
  async function transaction<T>(fn: (tx: Queryable & { exec(sql: string): Promise<void> }) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await fn(wrap(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  return { ...wrap(pool), transaction, read: transaction, close: () => pool.end() };
}

/**
 * Brings the database to the current schema: bootstrap (idempotent, every start), then each
 * migration not yet recorded in supabase_migrations.schema_migrations, then the seed only when
 * the database was fresh. Returns whether it was fresh.
 */
export async function prepareDatabase(db: Db): Promise<{ fresh: boolean; applied: string[] }> {
  await db.exec(await readFile(join(SUPABASE_DIR, 'local', 'bootstrap.sql'), 'utf8'));
  const done = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const fresh = done.rows.length === 0;
  const known = new Set(done.rows.map((r) => r.version));
  const dir = join(SUPABASE_DIR, 'migrations');
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.slice(0, file.indexOf('_'));
    if (known.has(version)) continue;
    const sql = await readFile(join(dir, file), 'utf8');
    // One transaction per file, so a failing migration leaves no half-applied state behind.
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        file.slice(version.length + 1, -4),
      ]);
    });
    applied.push(file);
  }
  if (fresh) await db.exec(await readFile(join(SUPABASE_DIR, 'seed.sql'), 'utf8'));
  return { fresh, applied };
}
