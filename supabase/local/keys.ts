// Fixed credentials of the local stand-in. They are the Supabase CLI's public demo values (same
// secret, same anon/service_role JWTs as `supabase start`), so they are not secrets: they only
// ever unlock a database on 127.0.0.1. Imports nothing, because the browser client imports it.

export const LOCAL_API_URL = 'http://127.0.0.1:54321';

/** HS256 secret (≥ 32 characters, as PostgREST requires). */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** {iss:'supabase-demo', role:'anon', exp:1983812996} signed with LOCAL_JWT_SECRET. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** {iss:'supabase-demo', role:'service_role', exp:1983812996}; bypasses RLS. Server-side only. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
