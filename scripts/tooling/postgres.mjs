// A throwaway PostgreSQL server for the tests: Debian's `postgresql` binaries, a cluster in a
// temporary folder on a free port, its socket in that folder, stopped and deleted afterwards.
// PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../settings.ts';

/** The newest installed server's bin folder, or null. */
export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

/**
 * Starts a cluster; resolves to { url, stop } or rejects with a sentence saying why it cannot
 * (no binaries, no postgres user as root, initdb or start failed).
 */
export async function startPostgres() {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian: apt-get install -y postgresql; .ci/run installs it)');
  const asRoot = userInfo().uid === 0;
  let owner;
  if (asRoot) {
    try {
      owner = {
        uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
        gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
      };
    } catch {
      throw new Error('running as root and there is no `postgres` user to run the server as');
    }
  }
  const dir = await mkdtemp(join(tmpdir(), 'ppg-postgres-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const run = (tool, args) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    return execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    // fsync off: a test cluster that is thrown away needs no durability.
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      'start',
    ]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    const detail = error.stderr?.toString().trim().split('\n').at(-1) ?? error.message;
    throw new Error(`PostgreSQL did not start: ${detail}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
