// Starts the local Supabase stand-in (supabase/local/start.ts) as one child process (node with
// tsx's loader, no npx in between, so stopping it stops it) and resolves once it prints that it
// is ready; its own lines (API URL, keys, admin account, or the one-line reason it could not
// start) pass through. superviseLocalBackend (npm start) also restarts it when it exits on its own.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import type { Env } from '../settings.ts';

/** How the backend's process ended: did it get ready first, and the last line it wrote to stderr. */
export interface BackendExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  ready: boolean;
  lastError: string;
}

/** How many restarts within how long before a backend that keeps exiting is given up on. */
export interface RestartPolicy {
  limit?: number;
  windowMs?: number;
}

/** A backend kept running by superviseLocalBackend: its current process, and how to stop it. */
export interface SupervisedBackend {
  readonly child: ChildProcess;
  readonly done: Promise<void>;
  stop(): void;
}

/** A spawned backend: its process, its API URL once ready, and how it ended. */
export interface SpawnedBackend {
  child: ChildProcess;
  ready: Promise<string>;
  exited: Promise<BackendExit>;
}

/** Calls `onLine` for each line of `stream`, the last one even without its newline. */
function eachLine(stream: Readable, onLine: (line: string) => void): void {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  stream.once('end', () => rest && onLine(rest));
}

/**
 * Spawns the backend. `ready` resolves with its API URL once it says it is ready, or rejects if it
 * exits first; `exited` resolves when it has exited and its output is read. `quiet` keeps the lines
 * it prints up to "ready" (the banner) to itself, `silent` every line it prints (a benchmark prints
 * its own figures only); its errors always pass through.
 */
export function spawnBackend(
  env: Env,
  { quiet = false, silent = false }: { quiet?: boolean; silent?: boolean } = {},
): SpawnedBackend {
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/start.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let ready = false;
  let url = '';
  let lastError = '';
  const exited = new Promise<BackendExit>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, ready, lastError })),
  );
  const readyPromise = new Promise<string>((resolve, reject) => {
    eachLine(child.stdout, (line) => {
      if (!ready && line.startsWith('API URL: ')) url = line.slice('API URL: '.length);
      if (!silent && (ready || !quiet)) process.stdout.write(`${line}\n`);
      if (!ready && line === 'Local backend ready') {
        ready = true;
        resolve(url);
      }
    });
    exited.then(({ code, signal }) => {
      if (!ready) reject(new Error(`the local backend exited (${exitCause(code, signal)}) before it was ready`));
    });
  });
  eachLine(child.stderr, (line) => {
    process.stderr.write(`${line}\n`);
    if (line.trim()) lastError = line;
  });
  // Whoever awaits `exited` learns of a failed start; nobody has to await `ready` to avoid a crash.
  readyPromise.catch(() => {});
  return { child, ready: readyPromise, exited };
}

export function startLocalBackend(env: Env = {}): Promise<ChildProcess> {
  const backend = spawnBackend({ ...process.env, ...env });
  return backend.ready.then(() => backend.child);
}

const exitCause = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `signal ${signal}` : `code ${code}`;

/**
 * After the backend exited on its own: restart it, or give up with the reason. `exits` are the
 * times (ms) of its exits so far, this one last; `exit` is this one (did it get ready, and the last
 * line it wrote to stderr). A restart cannot fix a data folder or port someone else took (the lines
 * supabase/local/start.ts prints for those), and one that keeps dying stops after `limit` restarts
 * within `windowMs`.
 */
export function restartDecision(
  exits: number[],
  exit: BackendExit,
  { limit = 3, windowMs = 60_000 }: RestartPolicy = {},
): { restart: true } | { restart: false; reason: string } {
  if (!exit.ready && /is in use by another local backend/.test(exit.lastError))
    return { restart: false, reason: 'cannot restart: its data folder is in use by another local backend' };
  const port = !exit.ready && /^Port (\d+) is in use/.exec(exit.lastError);
  if (port) return { restart: false, reason: `cannot restart: port ${port[1]} is in use by another program` };
  const last = exits.at(-1) ?? 0;
  const recent = exits.filter((time) => time > last - windowMs).length;
  if (recent > limit)
    return {
      restart: false,
      reason: `keeps exiting (${recent} times within ${windowMs / 1000} s, last: ${exitCause(exit.code, exit.signal)})`,
    };
  return { restart: true };
}

/** What a restart does to the data, for the line announcing it. */
function dataNote(env: Env): string {
  if (env.DATABASE_URL) return 'with its data in DATABASE_URL';
  if (env.LOCAL_DATA_DIR === 'memory') return 'with fresh data (LOCAL_DATA_DIR=memory: what it held is lost)';
  return `with its data in ${env.LOCAL_DATA_DIR || 'supabase/.local-data'}`;
}

/**
 * Starts the backend like startLocalBackend, then keeps it running: when it exits other than
 * through stop(), one line says so and it starts again with the same settings (port, data folder),
 * one more line saying when it is back (its banner of keys is unchanged, so not repeated). When
 * restarting cannot help, or keeps failing, `giveUp` gets one line saying why (by default it is
 * printed and the process exits 1, which stops everything in it). Rejects if the first start fails.
 * `done` resolves once it has stopped (stop() or giving up) and its last process has exited.
 */
export async function superviseLocalBackend(
  env: Env = {},
  options: RestartPolicy & {
    log?: (line: string) => void;
    giveUp?: (line: string) => void;
    now?: () => number;
  } = {},
): Promise<SupervisedBackend> {
  const {
    log = (line: string) => console.log(line),
    giveUp = (line: string) => {
      console.error(line);
      process.exit(1);
    },
    now = Date.now,
    ...policy
  } = options;
  const settings = { ...process.env, ...env };
  let current = spawnBackend(settings);
  const { port } = new URL(await current.ready);
  let stopping = false;
  const exits: number[] = [];
  const done = (async () => {
    for (;;) {
      const exit = await current.exited;
      if (stopping) return;
      exits.push(now());
      const decision = restartDecision(exits, exit, policy);
      if (!decision.restart) {
        stopping = true;
        giveUp(`Local backend ${decision.reason}; npm start stops.`);
        return;
      }
      const when = exit.ready ? '' : ' before it was ready';
      log(
        `Local backend exited (${exitCause(exit.code, exit.signal)})${when}; restarting it on port ${port} ${dataNote(settings)}…`,
      );
      current = spawnBackend(settings, { quiet: true });
      current.ready.then((url) => stopping || log(`Local backend is back at ${url}.`)).catch(() => {});
    }
  })();
  return {
    get child() {
      return current.child;
    },
    done,
    /** Stops the backend for good: its exit is not a crash. Synchronous, so it works in an exit handler. */
    stop() {
      stopping = true;
      const { child } = current;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}

/** Stops children (or supervised backends) when this process is asked to stop, and when it exits for any reason. */
export function stopOnExit(children: Array<ChildProcess | SupervisedBackend>): void {
  const stopAll = () => {
    for (const child of children) {
      if ('stop' in child) child.stop();
      else if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
  };
  const stop = () => {
    stopAll();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('exit', stopAll);
}
