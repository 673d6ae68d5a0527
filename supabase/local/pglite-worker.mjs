// The embedded database (PGlite) on a thread of its own; pglite-thread.ts is the other end.
// Plain JavaScript so it loads in a worker thread under tsx, Vitest and plain Node alike.
// Each message { id, op, … } gets one answer { id, result } or { id, error }. A transaction is
// opened by `begin` (its answer is the transaction's id), then its `query`/`exec` messages carry
// that id as `tx`, and `commit` or `rollback` ends it.
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {PGlite | undefined} */
let pg;
/** Open transactions by id: the transaction object, how to end it, and its outcome. */
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

/** Opens a transaction and answers once BEGIN has run; it stays open until commit or rollback. */
function begin(id) {
  return new Promise((resolve, reject) => {
    const done = database().transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          transactions.set(id, { tx, commit, rollback, done });
          resolve(id);
        }),
    );
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

async function run(message) {
  switch (message.op) {
    case 'open':
      pg = message.dataDir === 'memory' ? new PGlite() : new PGlite(message.dataDir);
      await pg.waitReady;
      return null;
    case 'query':
      return { rows: (await target(message.tx).query(message.sql, message.params)).rows };
    case 'exec':
      await target(message.tx).exec(message.sql);
      return null;
    case 'begin':
      return begin(message.id);
    case 'commit':
    case 'rollback':
      return end(message.tx, message.op === 'commit');
    case 'close':
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
        parentPort.postMessage({ id: message.id, result });
      } catch (error) {
        parentPort.postMessage({ id: message.id, error: errorFields(error) });
      }
    },
    (error) => parentPort.postMessage({ id: message.id, error: errorFields(error) }),
  );
});
