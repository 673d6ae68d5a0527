// The embedded database (PGlite) on a thread of its own; pglite-thread.ts is the other end.
// Plain JavaScript so it loads in a worker thread under tsx, Vitest and plain Node alike.
// Each message { id, op, … } gets one answer { id, result } or { id, error }. A transaction is
// opened by `begin` (its answer is the transaction's id), then its `query`/`exec` messages carry
// that id as `tx`, and `commit` or `rollback` ends it.
//
// The same file runs the read copy (pglite-thread.ts explains it): opened from a snapshot of the
// main database, it takes `apply` messages. From the first `snapshot` on, the main database posts,
// numbered in commit order, the rows of every transaction that wrote, { version, changes }, before
// it commits, or { version, reload: true } when it ran SQL whose effect rows cannot describe (DDL,
// a trigger turned off, a session setting).
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/**
 * Postgres cuts a statement off when a timer (setitimer) raises SIGALRM. Compiled to WebAssembly,
 * that timer is a JavaScript setTimeout, which cannot fire while the statement runs: the thread
 * is busy running it, so statement_timeout was never enforced. Every time the running statement
 * reads the clock (which is a call out to JavaScript), this fires the timers that are due, as the
 * event loop would have, and Postgres cancels the statement with its own error (57014).
 * The REST layer has each row read the clock (Db.interruptCheck) so that happens row by row.
 */
function interruptibleTimers() {
  /** When each timer (ITIMER_REAL, …) is due, on performance.now()'s clock. */
  const due = new Map();
  let instance;
  let setTimer;
  const fireDueTimers = () => {
    if (due.size === 0) return;
    const now = performance.now();
    for (const [which, at] of due) {
      // Emscripten's own handler: re-arms or clears the timer (through setTimer), then raises the signal.
      if (now >= at) instance.exports._emscripten_timeout(which, now);
    }
  };
  return {
    name: 'interruptible timers',
    setup: async (_pg, options) => ({
      emscriptenOpts: {
        ...options,
        instantiateWasm(imports, done) {
          const env = imports.env;
          setTimer = env._setitimer_js;
          env._setitimer_js = (which, ms) => {
            if (ms) due.set(which, performance.now() + ms);
            else due.delete(which);
            return setTimer(which, ms);
          };
          for (const name of ['emscripten_date_now', 'emscripten_get_now', 'clock_time_get']) {
            const clock = env[name];
            if (typeof clock !== 'function') continue;
            env[name] = (...args) => {
              fireDueTimers();
              return clock(...args);
            };
          }
          return options.instantiateWasm(imports, (created, module) => {
            instance = created;
            done(created, module);
          });
        },
      },
    }),
  };
}

/** @type {PGlite | undefined} */
let pg;
/** Open transactions by id: the transaction object, how to end it, its outcome, and whether it ran SQL rows cannot describe. */
const transactions = new Map();
const ROLLBACK = new Error('rollback requested');

function database() {
  if (!pg) throw new Error('the embedded database is not open');
  return pg;
}

function target(tx) {
  if (tx === undefined) return database();
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

// ---- The main database's side of the read copy ----

/** Whether committed writes are being posted for the read copy. */
let capturing = false;
/** Numbers the notices posted for the read copy; a snapshot says how many came before it. */
let version = 0;
const post = (notice) => parentPort.postMessage({ version: ++version, ...notice });
const postReload = () => post({ reload: true });

/**
 * Every table gets triggers that record the rows each statement wrote (as stored, after the
 * BEFORE triggers) in local_replica.changes, one line per statement (per-row triggers made a
 * 50,000-row insert take twice as long); the transaction takes its lines out before it commits
 * (TAKE_CHANGES). Always enabled, so session_replication_role does not silence them. Run again
 * before every snapshot, for tables created since and triggers turned off since.
 */
const CAPTURE_SQL = `
create schema if not exists local_replica;
revoke all on schema local_replica from public;
create table if not exists local_replica.changes (seq bigserial primary key, rel oid not null, old jsonb, new jsonb);
truncate local_replica.changes;
create or replace function local_replica.capture() returns trigger language plpgsql security definer
set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into local_replica.changes (rel, new) select tg_relid, jsonb_agg(n) from new_rows n having count(*) > 0;
  elsif tg_op = 'UPDATE' then
    insert into local_replica.changes (rel, old, new)
      select tg_relid, (select jsonb_agg(o) from old_rows o), jsonb_agg(n) from new_rows n having count(*) > 0;
  else
    insert into local_replica.changes (rel, old) select tg_relid, jsonb_agg(o) from old_rows o having count(*) > 0;
  end if;
  return null;
end $$;
do $$
declare
  t regclass;
  event text;
begin
  for t in select c.oid::regclass from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname not in ('information_schema', 'local_replica') and n.nspname not like 'pg\\_%'
  loop
    -- A trigger with transition tables takes one event.
    foreach event in array array['insert', 'update', 'delete'] loop
      execute format('create or replace trigger zz_local_replica_%s after %s on %s referencing %s
        for each statement execute function local_replica.capture()', event, event, t,
        case event when 'insert' then 'new table as new_rows' when 'update' then 'old table as old_rows new table as new_rows'
          else 'old table as old_rows' end);
      execute format('alter table %s enable always trigger zz_local_replica_%s', t, event);
    end loop;
  end loop;
end $$;`;

/** The lines in order, as JSON text: the read copy parses it once, nothing in between does. */
const TAKE_CHANGES = `with taken as (delete from local_replica.changes returning seq, rel, old, new)
  select coalesce(jsonb_agg(jsonb_build_array(rel::int, old, new) order by seq), '[]')::text as changes from taken`;

/**
 * Statements whose writes the triggers see in full: the REST and auth handlers send only these.
 * Anything else (DDL, ALTER TABLE … DISABLE TRIGGER, TRUNCATE, COPY, SET of a session setting,
 * several statements in one string) makes the read copy start again from a new snapshot.
 */
const DESCRIBED_BY_ROWS = /^\s*(select|with|insert|update|delete|set\s+local\s+role|set\s+transaction|reset\s+role)\b/i;

/** Before a commit: posts the rows the transaction wrote, or that the read copy must reload. */
async function postChanges(tx, arbitrary) {
  if (arbitrary) {
    postReload();
    return false;
  }
  const [{ wrote }] = (await tx.query('select txid_current_if_assigned() is not null as wrote')).rows;
  if (!wrote) return false;
  // The request's role and budget end here: the changes table is the superuser's.
  await tx.exec('reset role; set local statement_timeout = 0');
  const [{ changes }] = (await tx.query(TAKE_CHANGES)).rows;
  if (changes === '[]') return false;
  post({ changes });
  return true;
}

/**
 * Runs `work` in a transaction that, while capturing, posts its changes (or, if `arbitrary()`
 * says so by then, a reload). Posting before COMMIT keeps the notices in commit order and ahead
 * of the answer; should COMMIT then fail, a reload follows.
 */
async function capturedTransaction(work, arbitrary = () => false) {
  let posted = false;
  try {
    return await database().transaction(async (tx) => {
      const result = await work(tx);
      if (capturing) posted = await postChanges(tx, arbitrary());
      return result;
    });
  } catch (error) {
    if (posted) postReload();
    throw error;
  }
}

// ---- The read copy's side ----

/** Tables by oid (the copy keeps the main database's): name, columns to insert, primary key. */
let tables;
/**
 * Set when a change could not be applied: from then on every transaction here fails with
 * OUTDATED, which pglite-thread.ts takes as "read again elsewhere". Set before the failed
 * apply lets the next transaction in, so no read sent after the change ever sees the copy without it.
 */
let outdated = false;
const OUTDATED = 'LOCAL_COPY_OUTDATED';

async function loadTables() {
  const { rows } = await database().query(`
    select c.oid::int as rel, c.oid::regclass::text as name,
      array(select quote_ident(a.attname) from pg_attribute a where a.attrelid = c.oid and a.attnum > 0
        and not a.attisdropped and a.attgenerated = '' order by a.attnum) as columns,
      array(select a.attname::text from pg_index i join pg_attribute a on a.attrelid = i.indrelid
        and a.attnum = any (i.indkey) where i.indrelid = c.oid and i.indisprimary order by a.attnum) as key
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname not in ('information_schema', 'local_replica') and n.nspname not like 'pg\\_%'`);
  tables = new Map(rows.map((row) => [row.rel, row]));
}

const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * Applies one committed transaction's rows to a copy that holds everything before it: per table,
 * the keys it found (its rows before an update or a delete) are deleted, then each row's last
 * version inserted. Inserted rows need no delete, which spares a bulk insert half the work.
 */
async function apply(changes) {
  const touched = new Map();
  // Each line is one statement's rows before and after; a statement writes a row at most once.
  for (const [rel, before, after] of JSON.parse(changes)) {
    const table = tables.get(rel);
    if (!table || table.key.length === 0) {
      outdated = true;
      throw new Error(`no primary key to apply changes of relation ${rel} by`);
    }
    let rows = touched.get(table);
    if (!rows) touched.set(table, (rows = new Map()));
    const keyOf = (row) => JSON.stringify(table.key.map((column) => row[column]));
    for (const old of before ?? []) rows.set(keyOf(old), { old, row: null });
    for (const row of after ?? []) rows.set(keyOf(row), { old: rows.get(keyOf(row))?.old, row });
  }
  await database()
    .transaction(async (tx) => {
      try {
        await applyRows(tx, touched);
      } catch (error) {
        outdated = true;
        throw error;
      }
    })
    .catch((error) => {
      outdated = true;
      throw error;
    });
  return null;
}

async function applyRows(tx, touched) {
  for (const [table, rows] of touched) {
    const entries = [...rows.values()];
    const found = entries.filter((entry) => entry.old).map((entry) => entry.old);
    if (found.length > 0) {
      const match = table.key.map(quoteIdent).map((column) => `t.${column} = k.${column}`);
      await tx.query(
        `delete from ${table.name} as t using jsonb_populate_recordset(null::${table.name}, $1) as k
           where ${match.join(' and ')}`,
        [JSON.stringify(found)],
      );
    }
    const kept = entries.filter((entry) => entry.row).map((entry) => entry.row);
    if (kept.length === 0) continue;
    const columns = table.columns.join(', ');
    await tx.query(
      `insert into ${table.name} (${columns}) overriding system value
         select ${columns} from jsonb_populate_recordset(null::${table.name}, $1)`,
      [JSON.stringify(kept)],
    );
  }
}

// ---- Messages ----

/** Opens a transaction and answers once BEGIN has run; it stays open until commit or rollback. */
function begin(id) {
  return new Promise((resolve, reject) => {
    const open = { arbitrary: false };
    const done = capturedTransaction(
      (tx) =>
        new Promise((commit, rollback) => {
          if (outdated) throw Object.assign(new Error('the read copy is out of date'), { code: OUTDATED });
          Object.assign(open, { tx, commit, rollback });
          transactions.set(id, open);
          resolve(id);
        }),
      () => open.arbitrary,
    );
    open.done = done;
    // Before BEGIN ran this fails the `begin` message; afterwards `commit`/`rollback` report it.
    done.catch(reject);
  });
}

async function end(tx, commit) {
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  transactions.delete(tx);
  if (commit) {
    open.commit();
    await open.done;
  } else {
    open.rollback(ROLLBACK);
    await open.done.catch((error) => {
      if (error !== ROLLBACK) throw error;
    });
  }
  return null;
}

/** Notes SQL that rows do not describe, in a transaction or (returned) outside one. */
function note(message, sql) {
  const arbitrary = capturing && (message.op === 'exec' || !DESCRIBED_BY_ROWS.test(sql));
  const open = arbitrary && message.tx !== undefined ? transactions.get(message.tx) : undefined;
  if (open) open.arbitrary = true;
  return arbitrary;
}

async function run(message) {
  switch (message.op) {
    case 'open': {
      const options = { extensions: { timers: interruptibleTimers() } };
      if (message.snapshot) {
        pg = new PGlite({ ...options, loadDataDir: new Blob([message.snapshot]) });
        await pg.waitReady;
        // Applying rows must not fire triggers (their effects arrive as rows too) or check keys;
        // the copy records nothing itself.
        await pg.exec('drop schema local_replica cascade; set session_replication_role = replica');
        await loadTables();
      } else {
        pg = message.dataDir === 'memory' ? new PGlite(options) : new PGlite(message.dataDir, options);
        await pg.waitReady;
        // Left by a process that was killed: until the next snapshot nothing takes its lines out.
        await pg.exec('drop schema if exists local_replica cascade');
      }
      return null;
    }
    case 'query': {
      const arbitrary = note(message, message.sql);
      // A statement of its own that rows describe runs in a transaction that posts them.
      if (capturing && message.tx === undefined && !arbitrary)
        return capturedTransaction(async (tx) => ({ rows: (await tx.query(message.sql, message.params)).rows }));
      const rows = (await target(message.tx).query(message.sql, message.params)).rows;
      if (arbitrary && message.tx === undefined) postReload();
      return { rows };
    }
    case 'exec':
      note(message, message.sql);
      await target(message.tx).exec(message.sql);
      if (capturing && message.tx === undefined) postReload();
      return null;
    case 'begin':
      return begin(message.id);
    case 'commit':
    case 'rollback':
      return end(message.tx, message.op === 'commit');
    case 'snapshot':
      await database().transaction((tx) => tx.exec(CAPTURE_SQL));
      capturing = true;
      // In a transaction of its own, so that every other one is either in it (and numbered at
      // most `version`) or not; the checkpoint puts every committed change in the files it copies.
      // A statement outside a transaction posts its reload just after it ran, so one already in
      // the snapshot can come numbered after it: that costs a snapshot more, never a missed change.
      return database().transaction(async (tx) => {
        await tx.exec('checkpoint');
        const at = version;
        return { snapshot: await (await database().dumpDataDir('none')).arrayBuffer(), version: at };
      });
    case 'apply':
      return apply(message.changes);
    case 'close':
      if (capturing) await database().exec('drop schema local_replica cascade');
      await database().close();
      return null;
    default:
      throw new Error(`unknown operation ${String(message.op)}`);
  }
}

/** A Postgres error's fields (code, detail, hint, …) survive the trip; structured cloning drops them. */
function errorFields(error) {
  const fields = { message: error instanceof Error ? error.message : String(error) };
  if (typeof error === 'object' && error !== null) {
    for (const [name, value] of Object.entries(error)) {
      if (typeof value === 'string' || typeof value === 'number') fields[name] = value;
    }
  }
  return fields;
}

parentPort.on('message', (message) => {
  run(message).then(
    (result) => {
      try {
        // A snapshot moves to the other thread rather than being copied.
        parentPort.postMessage(
          { id: message.id, result },
          result?.snapshot instanceof ArrayBuffer ? [result.snapshot] : [],
        );
      } catch (error) {
        parentPort.postMessage({ id: message.id, error: errorFields(error) });
      }
    },
    (error) => parentPort.postMessage({ id: message.id, error: errorFields(error) }),
  );
});
