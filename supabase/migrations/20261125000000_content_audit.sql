-- Admins now edit news, alumni and scientific output from /cms. Every content row records when it
-- was created and last changed, and by whom, whatever a client sends: a trigger sets the audit
-- columns on every insert and update, so neither the site nor a hand-made request can forge them.

alter table public.blog_posts
  add column updated_by uuid references auth.users (id) on delete set null;

alter table public.egressos
  add column updated_at timestamptz not null default now(),
  add column updated_by uuid references auth.users (id) on delete set null;

alter table public.producao_cientifica
  add column updated_at timestamptz not null default now(),
  add column updated_by uuid references auth.users (id) on delete set null;

-- Invoker rights (auth.uid() reads the caller's JWT claims); fixed search_path (linter 0011).
-- An insert keeps the created_at it was given (the seed dates its posts) or the default; an update
-- can never move created_at. updated_by is the signed-in user, or null for the service role.
create function private.stamp_content_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end;
$$;
revoke all on function private.stamp_content_change() from public;

-- Replaces the update-only trigger of the first migration, which only kept updated_at.
drop trigger blog_posts_touch_updated_at on public.blog_posts;
drop function private.touch_updated_at();

create trigger blog_posts_stamp_change
  before insert or update on public.blog_posts
  for each row execute function private.stamp_content_change();
create trigger egressos_stamp_change
  before insert or update on public.egressos
  for each row execute function private.stamp_content_change();
create trigger producao_cientifica_stamp_change
  before insert or update on public.producao_cientifica
  for each row execute function private.stamp_content_change();

-- The admin lists filter by kind and level; the news list sorts on created_at (already indexed).
create index egressos_nivel_idx on public.egressos (nivel);
create index producao_cientifica_tipo_idx on public.producao_cientifica (tipo);
