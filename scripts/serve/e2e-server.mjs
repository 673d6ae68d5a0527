// The servers browser tests run against: the prerendered build and the local backend (in
// memory, so every run starts from the seed), on the backend port the build was made for.
import { startLocalBackend, stopOnExit } from './local-backend.ts';
import { startStaticServer } from './serve.ts';
import { localBackendPort } from '../settings.ts';

const backend = await startLocalBackend({
  LOCAL_DATA_DIR: 'memory',
  LOCAL_AUTH_RATE_LIMIT: process.env.LOCAL_AUTH_RATE_LIMIT ?? '1000',
  PORT_SUPABASE: String(localBackendPort(process.env)),
}).catch(() => process.exit(1));
stopOnExit([backend]);
const port = Number(process.env.E2E_PORT ?? 4599);
await startStaticServer({ port, host: '127.0.0.1' });
console.log(`e2e site on http://localhost:${port}`);
