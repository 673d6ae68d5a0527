// npm start keeps its local backend running: one that exits on its own is restarted on the same
// port and data folder (a kill -9 leaves the folder's lock behind, which the restart takes over),
// and a restart that cannot help, or keeps failing, gives up with one line instead of looping.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
import { freePort } from '../settings.ts';
import { restartDecision, superviseLocalBackend, type BackendExit, type SupervisedBackend } from './local-backend.ts';

const killed: BackendExit = { code: null, signal: 'SIGKILL', ready: true, lastError: '' };
const failedStart = (lastError: string): BackendExit => ({ code: 1, signal: null, ready: false, lastError });
const LOCKED =
  'The data folder supabase/.local-data is in use by another local backend (process 42). Stop it first, or set LOCAL_DATA_DIR to another folder (or to "memory").';

describe('restartDecision', () => {
  it.each([
    ['a first exit', [0], killed, { restart: true }],
    [
      'a third exit within a minute',
      [0, 1_000, 2_000],
      failedStart('Local backend failed to start: boom'),
      { restart: true },
    ],
    [
      'a fourth exit within a minute',
      [0, 1_000, 2_000, 3_000],
      failedStart('Local backend failed to start: boom'),
      { restart: false, reason: 'keeps exiting (4 times within 60 s, last: code 1)' },
    ],
    ['a fourth exit, the first over a minute ago', [0, 61_000, 62_000, 63_000], killed, { restart: true }],
    [
      'a restart refused by the data folder lock',
      [0, 1_000],
      failedStart(LOCKED),
      { restart: false, reason: 'cannot restart: its data folder is in use by another local backend' },
    ],
    [
      'a restart refused by its port',
      [0, 1_000],
      failedStart('Port 54321 is in use: another local backend may be running. Set PORT_SUPABASE to use another port.'),
      { restart: false, reason: 'cannot restart: port 54321 is in use by another program' },
    ],
    // Its last error line was written while it ran: it says nothing about starting again.
    ['a running backend whose last error named the lock', [0], { ...killed, lastError: LOCKED }, { restart: true }],
  ])('%s', (_name, exits, exit, expected) => {
    expect(restartDecision(exits, exit)).toEqual(expected);
  });
});

/** Collects the supervisor's lines; `next(pattern)` resolves with the first (past or future) that matches. */
function lines() {
  const seen: string[] = [];
  const waiting: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  const add = (line: string) => {
    seen.push(line);
    for (const waiter of waiting.filter(({ pattern }) => pattern.test(line))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  };
  const next = (pattern: RegExp) =>
    new Promise<string>((resolve) => {
      const line = seen.find((candidate) => pattern.test(candidate));
      if (line) resolve(line);
      else waiting.push({ pattern, resolve });
    });
  return { seen, add, next };
}

async function auth(port: number, path: string, email: string) {
  const response = await fetch(`http://127.0.0.1:${port}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Senha-do-teste-42' }),
  });
  return response.status;
}

const running: SupervisedBackend[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const backend of running.splice(0)) {
    backend.stop();
    await backend.done;
  }
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function supervised(log: (line: string) => void, giveUp: (line: string) => void = log) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ppg-local-backend-'));
  folders.push(dataDir);
  const port = await freePort();
  const backend = await superviseLocalBackend(
    { LOCAL_DATA_DIR: dataDir, PORT_SUPABASE: String(port), DATABASE_URL: '' },
    { log, giveUp },
  );
  running.push(backend);
  return { backend, port, dataDir };
}

describe('superviseLocalBackend', () => {
  it('restarts a backend killed with kill -9 on its port, with its data and the lock it left', async () => {
    const output = lines();
    const { backend, port, dataDir } = await supervised(output.add);
    expect(await auth(port, 'signup', 'antes@example.com')).toBe(200);
    const first = backend.child;
    first.kill('SIGKILL');

    expect(await output.next(/ exited /)).toBe(
      `Local backend exited (signal SIGKILL); restarting it on port ${port} with its data in ${dataDir}…`,
    );
    expect(await output.next(/ is back /)).toBe(`Local backend is back at http://127.0.0.1:${port}.`);
    expect(backend.child.pid).not.toBe(first.pid);
    expect(readFileSync(join(dataDir, 'local-backend.pid'), 'utf8')).toBe(String(backend.child.pid));
    expect(await auth(port, 'token?grant_type=password', 'antes@example.com')).toBe(200);

    // Stopped on purpose: no restart, nothing more said.
    backend.stop();
    await backend.done;
    expect(output.seen).toHaveLength(2);
    await expect(fetch(`http://127.0.0.1:${port}/auth/v1/health`)).rejects.toThrow();
  }, 60_000);

  it('gives up in one line when its data folder was taken meanwhile', async () => {
    const output = lines();
    const gaveUp = lines();
    const { backend, dataDir } = await supervised(output.add, gaveUp.add);
    // A live process (this one) now holds the folder.
    writeFileSync(join(dataDir, 'local-backend.pid'), String(process.pid));
    backend.child.kill('SIGKILL');

    expect(await gaveUp.next(/./)).toBe(
      'Local backend cannot restart: its data folder is in use by another local backend; npm start stops.',
    );
    await backend.done;
    expect(output.seen).toEqual([expect.stringMatching(/^Local backend exited \(signal SIGKILL\); restarting/)]);
    expect(gaveUp.seen).toHaveLength(1);
  }, 60_000);
});
