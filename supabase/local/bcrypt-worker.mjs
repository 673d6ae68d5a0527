// One bcrypt job at a time, off the stand-in's event loop (see bcrypt-pool.ts). Plain JavaScript
// so it loads in a worker thread under tsx, Vitest and plain Node alike.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', ({ id, op, password, cost, hash }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
