// Shared helpers for the backend tests: targets (local stand-in or a real project) and clients.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/supabase/database.types.ts';

export interface Target {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Known only locally; lets tests mint expired tokens. */
  jwtSecret?: string;
  /** How long to wait for a rotated refresh token to fall out of the reuse interval. */
  reuseWaitMs: number;
  real: boolean;
}

export const realTarget: Target | undefined =
  process.env.SUPABASE_TEST_URL && process.env.SUPABASE_TEST_ANON_KEY && process.env.SUPABASE_TEST_SERVICE_ROLE_KEY
    ? {
        url: process.env.SUPABASE_TEST_URL.replace(/\/+$/, ''),
        anonKey: process.env.SUPABASE_TEST_ANON_KEY,
        serviceRoleKey: process.env.SUPABASE_TEST_SERVICE_ROLE_KEY,
        reuseWaitMs: 11_000,
        real: true,
      }
    : undefined;

export type Client = SupabaseClient<Database>;

const options = {
  auth: { persistSession: false, autoRefreshToken: false },
};

/** A fresh client with no storage and no timers, so a test leaves nothing behind that outlives it. */
export function client(url: string, key: string): Client {
  return createClient<Database>(url, key, options);
}

/** Without the Database type, for calls on tables and columns that do not exist. */
export function untypedClient(url: string, key: string, headers: Record<string, string> = {}): SupabaseClient {
  return createClient(url, key, { ...options, global: { headers } });
}

export const uniqueEmail = (tag: string): string =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export const STRONG_PASSWORD = 'Forte#Senha9';

export function decodeClaims(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Which database the backend tests run on: a real PostgreSQL when DATABASE_URL is set. */
export const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
export const DATABASE_LABEL = ON_POSTGRES ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';

/**
 * A new, empty database on the DATABASE_URL server for one test file (so files never see each
 * other's rows), as a connection URL; undefined means the embedded in-memory database.
 */
export async function freshDatabaseUrl(tag: string): Promise<string | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const { default: pg } = await import('pg');
  const name = `test_${tag}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.href;
}

/** JSON nested `depth` arrays deep: the hostile, fuzz and limit tests' deep bodies. */
export const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
