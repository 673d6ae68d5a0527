// bcrypt (pure JS, ~70 ms per hash at cost 10) on worker threads, so sign-ins neither block the
// server's other requests nor each other: one worker per core, jobs queued beyond that.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

interface Job {
  id: number;
  message: { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

const WORKER_URL = new URL('./bcrypt-worker.mjs', import.meta.url);

class BcryptPool {
  private idle: Worker[] = [];
  private busy = new Map<Worker, Job>();
  private queue: Job[] = [];
  private size = Math.max(1, availableParallelism());
  private nextId = 0;

  run(message: Job['message']): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, message, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.busy.size < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.queue.shift()!;
      this.busy.set(worker, job);
      worker.ref();
      worker.postMessage({ id: job.id, ...job.message });
    }
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_URL);
    worker.on('message', (reply: { result?: unknown; error?: string }) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      // An idle worker must not keep the process alive.
      worker.unref();
      this.idle.push(worker);
      if (reply.error !== undefined) job?.reject(new Error(reply.error));
      else job?.resolve(reply.result);
      this.dispatch();
    });
    worker.on('error', (error) => {
      this.busy.get(worker)?.reject(error);
      this.busy.delete(worker);
      this.dispatch();
    });
    return worker;
  }
}

const pool = new BcryptPool();

/** A bcrypt hash in GoTrue's `$2a$` form (identical to `$2b$` for passwords under 256 bytes). */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const hash = (await pool.run({ op: 'hash', password, cost })) as string;
  return hash.replace(/^\$2b\$/, '$2a$');
}

export async function comparePassword(password: string, hash: string): Promise<boolean> {
  return (await pool.run({ op: 'compare', password, hash })) === true;
}
