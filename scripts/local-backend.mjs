// Starts the local Supabase stand-in (supabase/local/start.ts) as one child process (node with
// tsx's loader, no npx in between, so stopping it stops it) and resolves once it prints that it
// is ready; its own lines (API URL, keys, admin account, or the one-line reason it could not
// start) pass through.
import { spawn } from 'node:child_process';

export function startLocalBackend(env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/start.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let ready = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (!ready && chunk.includes('Local backend ready')) {
        ready = true;
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`the local backend exited with code ${code} before it was ready`));
    });
  });
}

/** Stops children when this process is asked to stop, and when it exits for any reason. */
export function stopOnExit(children) {
  const stopAll = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  const stop = () => {
    stopAll();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('exit', stopAll);
}
