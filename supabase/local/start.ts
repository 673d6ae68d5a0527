// CLI: `npx tsx supabase/local/start.ts` starts the local stand-in and prints its keys like
// `supabase start`. Environment: PORT_SUPABASE (54321), LOCAL_DATA_DIR (supabase/.local-data, or
// 'memory'), LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, LOCAL_AUTH_RATE_LIMIT (sign-ins and sign-ups
// per address per 5 minutes, default 30, 0 = no limit), DATABASE_URL (a real PostgreSQL).
import { builtReservedSlugs, storeReservedSlugs } from './reserved-slugs.ts';
import { startLocalBackend } from './server.ts';

function intFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a non-negative integer, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

try {
  const backend = await startLocalBackend({
    port: intFromEnv('PORT_SUPABASE') ?? 54321,
    dataDir: process.env.LOCAL_DATA_DIR || undefined,
    databaseUrl: process.env.DATABASE_URL || undefined,
    rateLimit: intFromEnv('LOCAL_AUTH_RATE_LIMIT'),
    adminEmail: process.env.LOCAL_ADMIN_EMAIL || undefined,
    adminPassword: process.env.LOCAL_ADMIN_PASSWORD || undefined,
  });
  console.log(`API URL: ${backend.url}`);
  console.log(`anon key: ${backend.anonKey}`);
  console.log(`service_role key: ${backend.serviceRoleKey}`);
  console.log(`admin: ${backend.adminEmail} / ${backend.adminPassword}`);
  console.log(
    `database: ${process.env.DATABASE_URL ? 'DATABASE_URL' : process.env.LOCAL_DATA_DIR || 'supabase/.local-data'}${backend.fresh ? ' (new, seeded)' : ''}`,
  );
  // The addresses the built site's pages hold under /noticias/, from the content build it finds
  // (none before the first build): the database refuses them to posts, as the editor does.
  const reserved = builtReservedSlugs();
  if (reserved) await storeReservedSlugs(backend.url, backend.serviceRoleKey, reserved);
  console.log('Local backend ready');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping local backend`);
    // Closing PGlite flushes the data directory; a second signal or a stuck close forces exit.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  const e = error as { code?: string; message?: string };
  if (e.code === 'EADDRINUSE') {
    console.error(
      `Port ${process.env.PORT_SUPABASE ?? 54321} is in use: another local backend may be running. Set PORT_SUPABASE to use another port.`,
    );
  } else {
    console.error('Local backend failed to start:', e.message ?? error);
  }
  process.exit(1);
}
