// One stand-in per data directory. Two PGlite instances writing the same folder lose data, so a
// second start on the same folder (say, on another port) is refused, before it opens anything,
// with one line naming the process that holds the folder. The lock is a file created with
// O_EXCL (atomic: of two simultaneous starts exactly one wins); one left behind by a kill -9
// names a dead process and is taken over.
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

/** Creates the lock file or explains who holds it. */
async function acquire(path: string, dataDir: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(path, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
    const known = Number.isInteger(owner) && owner > 0;
    // An owner killed a moment ago may take a little while to disappear, and a lock created a
    // moment ago may not hold its number yet: give either two seconds.
    if ((known && alive(owner)) || (!known && attempt < 10)) {
      if (attempt < 10) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another local backend (process ${owner}). Stop it first, or set LOCAL_DATA_DIR to another folder (or to "memory").`,
      );
    }
    // Stale (its process is gone) or left empty by a start that died: take it over. If two
    // starts race here, the exclusive create above still lets only one of them through.
    if (attempt > 20)
      throw new DataDirLockedError(`Cannot take the lock ${path}; delete it if no local backend is running.`);
    await rm(path, { force: true });
  }
}

/** Opens the database in dataDir while holding its lock; `release` drops the lock after closing. */
export async function openLocked<T>(
  dataDir: string,
  open: () => Promise<T>,
): Promise<{ value: T; release: () => Promise<void> }> {
  const path = join(dataDir, LOCK_NAME);
  await acquire(path, dataDir);
  const release = async () => {
    const current = await readFile(path, 'utf8').catch(() => '');
    if (current === String(process.pid)) await rm(path, { force: true });
  };
  try {
    return { value: await open(), release };
  } catch (error) {
    await release();
    throw error;
  }
}
