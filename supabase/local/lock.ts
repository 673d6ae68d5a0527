// One stand-in per data directory. Two PGlite instances writing the same folder corrupt it, so
// a second start on the same folder (say, on another port) is refused with a clear message. A
// lock left behind by a kill -9 names a dead process and is simply taken over.
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const LOCK_NAME = 'local-backend.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as { code?: string }).code === 'EPERM';
  }
  // A killed process whose parent has not reaped it yet (a zombie) still answers kill(pid, 0).
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc (macOS): trust kill(pid, 0)
  }
}

export class DataDirLockedError extends Error {}

/**
 * Opens the database in dataDir under the lock: refuses before opening when a live process holds
 * it (opening alone could replay WAL into a folder another server is writing), and writes the
 * lock after opening, so a fresh folder is still empty when PGlite initialises it.
 */
export async function openLocked<T>(dataDir: string, open: () => Promise<T>): Promise<{ value: T; release: () => Promise<void> }> {
  const path = join(dataDir, LOCK_NAME);
  const owner = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
  const held = () => Number.isInteger(owner) && owner !== process.pid && alive(owner);
  // An owner killed a moment ago may take a little while to disappear: give it two seconds.
  for (let tries = 0; held() && tries < 10; tries++) await new Promise((resolve) => setTimeout(resolve, 200));
  if (held()) {
    throw new DataDirLockedError(
      `The data folder ${dataDir} is in use by another local backend (process ${owner}). Stop it first, or set LOCAL_DATA_DIR to another folder (or to "memory").`,
    );
  }
  const value = await open();
  await writeFile(path, String(process.pid));
  const release = async () => {
    const current = await readFile(path, 'utf8').catch(() => '');
    if (current === String(process.pid)) await rm(path, { force: true });
  };
  return { value, release };
}
