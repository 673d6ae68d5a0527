// Starts the local Supabase stand-in (supabase/local/start.ts) as a child process and resolves
// once it prints that it is ready; its own lines (API URL, keys, admin account) pass through.
import { spawn } from 'node:child_process';

export function startLocalBackend(env = {}) {
  const child = spawn('npx', ['tsx', 'supabase/local/start.ts'], {
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

/** Stops children when this process is asked to stop. */
export function stopOnExit(children) {
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
