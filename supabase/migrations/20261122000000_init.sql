-- Initial schema: public content tables (blog posts, alumni, scientific output) and user roles.
-- Written for a real Supabase project (applied unchanged by `supabase db push`); the local
-- stand-in runs it after supabase/local/bootstrap.sql, which provides the auth schema and roles.

-- Roles a user can hold. 'admin' unlocks every write; 'user' is informational.
create type public.app_role as enum ('admin', 'user');

-- SECURITY DEFINER helpers live in a schema PostgREST does not expose (linter 0028/0029).
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated;

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> ''),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  excerpt text,
  content text not null default '',
  category text not null default 'Geral' check (btrim(category) <> ''),
  author text not null check (btrim(author) <> ''),
  status text not null default 'draft' check (status in ('draft', 'published')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.blog_posts is 'Blog posts; only status = published is public.';

create table public.egressos (
  id uuid primary key default gen_random_uuid(),
  nome text not null check (btrim(nome) <> ''),
  nivel text not null check (nivel in ('Mestrado', 'Doutorado')),
  titulo_trabalho text not null check (btrim(titulo_trabalho) <> ''),
  ano_conclusao integer not null check (ano_conclusao between 1900 and 2100),
  orientador text,
  area_atuacao text,
  created_at timestamptz not null default now()
);
comment on table public.egressos is 'Alumni of the programme (master''s and doctorate).';

create table public.producao_cientifica (
  id uuid primary key default gen_random_uuid(),
  titulo text not null check (btrim(titulo) <> ''),
  tipo text not null check (
    tipo in ('Artigo', 'Livro', 'Capítulo de livro', 'Tese', 'Dissertação', 'Patente')
  ),
  resumo text,
  ano integer not null check (ano between 1900 and 2100),
  autores text[] not null default '{}',
  palavras_chave text[] not null default '{}',
  created_at timestamptz not null default now()
);
comment on table public.producao_cientifica is 'Scientific output of the programme.';

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  unique (user_id, role)
);
comment on table public.user_roles is 'Role grants; a row (user, admin) makes the user an admin.';

-- Indexes on the columns the policies filter on (user_roles is covered by its unique index).
create index blog_posts_status_idx on public.blog_posts (status);
create index blog_posts_created_at_idx on public.blog_posts (created_at desc);
create index egressos_ano_idx on public.egressos (ano_conclusao desc);
create index producao_cientifica_ano_idx on public.producao_cientifica (ano desc);

-- Keeps updated_at honest without trusting clients. Invoker rights; fixed search_path.
create function private.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.touch_updated_at() from public;

create trigger blog_posts_touch_updated_at
  before update on public.blog_posts
  for each row execute function private.touch_updated_at();

-- Security definer so policies on user_roles can consult user_roles without recursing into RLS.
create function private.has_role(_user_id uuid, _role public.app_role) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur where ur.user_id = _user_id and ur.role = _role
  );
$$;
revoke all on function private.has_role(uuid, public.app_role) from public, anon;
grant execute on function private.has_role(uuid, public.app_role) to authenticated;

alter table public.blog_posts enable row level security;
alter table public.egressos enable row level security;
alter table public.producao_cientifica enable row level security;
alter table public.user_roles enable row level security;

-- Least privilege: drop Supabase's default grants, then give back only what policies need.
revoke all on public.blog_posts, public.egressos, public.producao_cientifica, public.user_roles
  from anon, authenticated;
grant select on public.blog_posts, public.egressos, public.producao_cientifica to anon;
grant select, insert, update, delete
  on public.blog_posts, public.egressos, public.producao_cientifica, public.user_roles
  to authenticated;
grant all on public.blog_posts, public.egressos, public.producao_cientifica, public.user_roles
  to service_role;

-- blog_posts: one permissive policy per role and action (linter 0006).
create policy "anon reads published posts" on public.blog_posts
  for select to anon using (status = 'published');
create policy "authenticated reads published posts, admins all" on public.blog_posts
  for select to authenticated
  using (status = 'published' or (select private.has_role((select auth.uid()), 'admin')));
create policy "admins insert posts" on public.blog_posts
  for insert to authenticated with check ((select private.has_role((select auth.uid()), 'admin')));
create policy "admins update posts" on public.blog_posts
  for update to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));
create policy "admins delete posts" on public.blog_posts
  for delete to authenticated using ((select private.has_role((select auth.uid()), 'admin')));

-- egressos: public read, admin write.
create policy "everyone reads egressos" on public.egressos
  for select to anon, authenticated using (true);
create policy "admins insert egressos" on public.egressos
  for insert to authenticated with check ((select private.has_role((select auth.uid()), 'admin')));
create policy "admins update egressos" on public.egressos
  for update to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));
create policy "admins delete egressos" on public.egressos
  for delete to authenticated using ((select private.has_role((select auth.uid()), 'admin')));

-- producao_cientifica: public read, admin write.
create policy "everyone reads producao" on public.producao_cientifica
  for select to anon, authenticated using (true);
create policy "admins insert producao" on public.producao_cientifica
  for insert to authenticated with check ((select private.has_role((select auth.uid()), 'admin')));
create policy "admins update producao" on public.producao_cientifica
  for update to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));
create policy "admins delete producao" on public.producao_cientifica
  for delete to authenticated using ((select private.has_role((select auth.uid()), 'admin')));

-- user_roles: a user sees only their own rows (admins see all); only admins change grants.
create policy "users read own roles, admins all" on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.has_role((select auth.uid()), 'admin')));
create policy "admins insert roles" on public.user_roles
  for insert to authenticated with check ((select private.has_role((select auth.uid()), 'admin')));
create policy "admins update roles" on public.user_roles
  for update to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));
create policy "admins delete roles" on public.user_roles
  for delete to authenticated using ((select private.has_role((select auth.uid()), 'admin')));
