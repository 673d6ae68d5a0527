// `npm run admin:grant -- <email>`: gives an existing account the admin role.
// Local stand-in by default; a real project with SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY.
// Uses only the public APIs (auth admin list + rest insert) with the service role key.
import { pathToFileURL } from 'node:url';
import { backendUrlFromEnv, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';

export class GrantAdminError extends Error {}

interface AdminUser {
  id: string;
  email?: string;
}

async function call(url: string, key: string, path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(`${url}${path}`, {
      ...init,
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
    });
  } catch {
    throw new GrantAdminError(
      `Cannot reach the backend at ${url}. Start it first (npm start, or npx tsx supabase/local/start.ts), or check SUPABASE_URL.`,
    );
  }
}

async function failure(res: Response, what: string): Promise<GrantAdminError> {
  const text = await res.text().catch(() => '');
  if (res.status === 401 || res.status === 403) {
    return new GrantAdminError(
      `${what}: the service role key was refused (${res.status}). Check SUPABASE_SERVICE_ROLE_KEY.`,
    );
  }
  return new GrantAdminError(`${what} failed with HTTP ${res.status}: ${text}`);
}

/** Finds the account by email (paging through the admin list) and inserts its admin role. */
export async function grantAdmin(email: string, url: string, key: string): Promise<'granted' | 'already-admin'> {
  const wanted = email.trim().toLowerCase();
  let user: AdminUser | undefined;
  for (let page = 1; !user; page++) {
    const res = await call(url, key, `/auth/v1/admin/users?page=${page}&per_page=1000`);
    if (!res.ok) throw await failure(res, 'Listing users');
    const { users } = (await res.json()) as { users: AdminUser[] };
    user = users.find((u) => u.email?.toLowerCase() === wanted);
    if (users.length < 1000) break;
  }
  if (!user)
    throw new GrantAdminError(`No account with the email ${email}. Sign up on the site first, then run this again.`);
  const res = await call(url, key, '/rest/v1/user_roles', {
    method: 'POST',
    headers: { Prefer: 'return=minimal' },
    body: JSON.stringify({ user_id: user.id, role: 'admin' }),
  });
  if (res.status === 409) return 'already-admin';
  if (!res.ok) throw await failure(res, 'Granting the role');
  return 'granted';
}

async function main(): Promise<void> {
  const email = process.argv[2];
  if (!email || email.startsWith('-')) {
    console.error('Usage: npm run admin:grant -- <email>');
    process.exit(2);
  }
  // SUPABASE_URL for a real project; else the same backend npm start and npm run dev use.
  const url = (process.env.SUPABASE_URL || backendUrlFromEnv(process.env)).replace(/\/+$/, '');
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY || (process.env.SUPABASE_URL ? '' : LOCAL_SERVICE_ROLE_KEY);
  if (!key) {
    console.error('SUPABASE_URL is set but SUPABASE_SERVICE_ROLE_KEY is not. Both are needed for a real project.');
    process.exit(2);
  }
  try {
    const result = await grantAdmin(email, url, key);
    console.log(
      result === 'granted' ? `${email} is now an admin (${url}).` : `${email} was already an admin (${url}).`,
    );
  } catch (error) {
    console.error(error instanceof GrantAdminError ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
