// The servers browser tests run against: the prerendered build and the local backend.
import { startStaticServer } from './serve.mjs';

const port = Number(process.env.E2E_PORT ?? 4599);
await startStaticServer({ port, host: '127.0.0.1' });
console.log(`e2e site on http://localhost:${port}`);
