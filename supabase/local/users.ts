// Users, sessions and refresh tokens in the local auth schema, and the JSON GoTrue returns for them.
import { randomBytes } from 'node:crypto';
import { comparePassword, hashPassword } from './bcrypt-pool.ts';
import type { Queryable } from './db.ts';
import { signJwt } from './jwt.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string;
  app: Record<string, unknown>;
  meta: Record<string, unknown>;
  is_anonymous: boolean;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Timestamps go through to_json so they read exactly like GoTrue's (ISO 8601 with offset). */
const USER_SELECT = `select id::text, aud, role, email, encrypted_password, raw_app_meta_data as app,
  raw_user_meta_data as meta, is_anonymous, to_json(email_confirmed_at) as email_confirmed_at,
  to_json(last_sign_in_at) as last_sign_in_at, to_json(created_at) as created_at,
  to_json(updated_at) as updated_at from auth.users u`;

export const ACCESS_TOKEN_SECONDS = 3600;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${USER_SELECT} where lower(email) = lower($1)`, [email])).rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${USER_SELECT} where id::text = $1`, [id])).rows[0];
}

export async function listUsers(
  db: Queryable,
  limit: number,
  offset: number,
): Promise<{ users: UserRow[]; total: number }> {
  const users = (
    await db.query<UserRow>(`${USER_SELECT} order by u.created_at, u.id limit $1 offset $2`, [limit, offset])
  ).rows;
  const total = (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]?.n ?? 0;
  return { users, total };
}

/** Creates a confirmed user (email confirmations are off, as in config.toml). */
export async function createUser(
  db: Queryable,
  email: string,
  password: string,
  data: Record<string, unknown>,
  cost: number,
): Promise<UserRow> {
  const digest = await hashPassword(password, cost);
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at)
     values (lower($1), $2, $3::jsonb, now()) returning id::text`,
    [email, digest, JSON.stringify(data)],
  );
  const user = await findUserById(db, rows[0]!.id);
  if (!user) throw new Error('user vanished after insert');
  return user;
}

export async function setPassword(db: Queryable, id: string, password: string, cost: number): Promise<void> {
  await db.query('update auth.users set encrypted_password = $2, updated_at = now() where id::text = $1', [
    id,
    await hashPassword(password, cost),
  ]);
}

// Compared against when the email is unknown, so both failures take the same time.
const DUMMY_HASH = '$2b$10$k5.09t0K83tyCt.ZQFltsea/nNYUQVDuR.k6eevvCWmA/.F3m3IMK';

export async function checkPassword(user: UserRow | undefined, password: string): Promise<boolean> {
  const ok = await comparePassword(password, user?.encrypted_password ?? DUMMY_HASH);
  return ok && user !== undefined;
}

const CHARACTER_CLASSES = [
  'abcdefghijklmnopqrstuvwxyz',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '0123456789',
  '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
];
export const MIN_PASSWORD_LENGTH = 8;

/** GoTrue's checks under minimum_password_length = 8 and lower_upper_letters_digits_symbols. */
export function passwordWeakness(password: string): { reasons: string[]; message: string } | undefined {
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    reasons.push('length');
    messages.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (!CHARACTER_CLASSES.every((set) => [...password].some((ch) => set.includes(ch)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${CHARACTER_CLASSES.join(', ')}.`);
  }
  return reasons.length ? { reasons, message: messages.join(' ') } : undefined;
}

export function userJson(u: UserRow): Record<string, unknown> {
  const identityData = { email: u.email, email_verified: true, phone_verified: false, sub: u.id };
  return {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email,
    email_confirmed_at: u.email_confirmed_at,
    phone: '',
    confirmed_at: u.email_confirmed_at,
    last_sign_in_at: u.last_sign_in_at,
    app_metadata: u.app,
    user_metadata: u.meta,
    identities: [
      {
        identity_id: u.id,
        id: u.id,
        user_id: u.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: u.last_sign_in_at,
        created_at: u.created_at,
        updated_at: u.updated_at,
        email: u.email,
      },
    ],
    created_at: u.created_at,
    updated_at: u.updated_at,
    is_anonymous: u.is_anonymous,
  };
}

export const newRefreshToken = (): string => randomBytes(18).toString('base64url');

export async function insertRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2::uuid, $3::uuid, $4)',
    [token, userId, sessionId, parent],
  );
  return token;
}

export interface Issuer {
  secret: string;
  issuer: string;
}

/** The session object of GoTrue's /token and /signup answers. */
export async function sessionJson(
  db: Queryable,
  iss: Issuer,
  userId: string,
  sessionId: string,
  refreshToken: string,
  signedInAt: number,
): Promise<Record<string, unknown>> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error('session for a missing user');
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const accessToken = await signJwt(
    {
      iss: iss.issuer,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: '',
      app_metadata: user.app,
      user_metadata: user.meta,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: signedInAt }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    iss.secret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** A new session (sign-in or sign-up): session row, first refresh token, last_sign_in_at. */
export async function startSession(db: Queryable, iss: Issuer, userId: string): Promise<Record<string, unknown>> {
  await db.query('update auth.users set last_sign_in_at = now() where id::text = $1', [userId]);
  const { rows } = await db.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1::uuid) returning id::text',
    [userId],
  );
  const sessionId = rows[0]!.id;
  const token = await insertRefreshToken(db, userId, sessionId, null);
  return sessionJson(db, iss, userId, sessionId, token, Math.floor(Date.now() / 1000));
}
