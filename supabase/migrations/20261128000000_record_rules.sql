-- The rules of the /cms editors, kept by the database too, so a request made by hand or a script
-- is refused what the editor refuses. Each constraint is named <table>_<column>_<rule>, and the
-- editor shows the message of its own rule when the database names one
-- (src/features/cms/record-rules.ts lists them; supabase/tests/record-rules.test.ts proves that
-- the editor and the database agree on every limit).
--
-- Added NOT VALID: rows written before these rules stay as they are until an admin edits them,
-- and the public pages show what such a row holds as well as they can.

-- Blank: nothing but white space or invisible characters (no-break and zero-width spaces, joiners,
-- the soft hyphen, the byte-order mark), as the editor trims them (BLANK_CHARACTERS).
create function private.is_blank(value text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select btrim(value, E'\t\n\u000b\f\r \u00a0\u00ad\u1680\u180e\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u200b\u200c\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff') = '';
$$;

-- A list of texts as the editor writes one: flat, with no empty item.
create function private.is_text_list(items text[]) returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_ndims(items), 1) = 1
    and not exists (select 1 from unnest(items) as item where item is null or private.is_blank(item));
$$;

-- Whether every item of a list is at most max_length characters long.
create function private.items_within(items text[], max_length integer) returns boolean
language sql
immutable
set search_path = ''
as $$
  select not exists (select 1 from unnest(items) as item where char_length(item) > max_length);
$$;

alter table public.blog_posts
  add constraint blog_posts_title_required check (not private.is_blank(title)) not valid,
  add constraint blog_posts_title_length check (char_length(title) <= 200) not valid,
  add constraint blog_posts_slug_length check (char_length(slug) <= 100) not valid,
  add constraint blog_posts_excerpt_length check (char_length(excerpt) <= 300) not valid,
  add constraint blog_posts_content_required check (not private.is_blank(content)) not valid,
  add constraint blog_posts_content_length check (char_length(content) <= 50000) not valid,
  add constraint blog_posts_category_required check (not private.is_blank(category)) not valid,
  add constraint blog_posts_category_length check (char_length(category) <= 60) not valid,
  add constraint blog_posts_author_required check (not private.is_blank(author)) not valid,
  add constraint blog_posts_author_length check (char_length(author) <= 120) not valid,
  add constraint blog_posts_created_at_range
    check (created_at >= '1900-01-01T00:00:00Z' and created_at < '2101-01-01T00:00:00Z') not valid;

alter table public.egressos
  add constraint egressos_nome_required check (not private.is_blank(nome)) not valid,
  add constraint egressos_nome_length check (char_length(nome) <= 200) not valid,
  add constraint egressos_titulo_trabalho_required check (not private.is_blank(titulo_trabalho)) not valid,
  add constraint egressos_titulo_trabalho_length check (char_length(titulo_trabalho) <= 300) not valid,
  -- The programme began in 1973; the latest year follows the calendar (the trigger below). The
  -- first migration's check (1900 to 2100) stays, so a year before 1900 is refused under its name.
  add constraint egressos_ano_conclusao_range check (ano_conclusao >= 1973) not valid,
  add constraint egressos_orientador_length check (char_length(orientador) <= 200) not valid,
  add constraint egressos_area_atuacao_length check (char_length(area_atuacao) <= 200) not valid,
  add constraint egressos_created_at_range
    check (created_at >= '1900-01-01T00:00:00Z' and created_at < '2101-01-01T00:00:00Z') not valid;

alter table public.producao_cientifica
  add constraint producao_cientifica_titulo_required check (not private.is_blank(titulo)) not valid,
  add constraint producao_cientifica_titulo_length check (char_length(titulo) <= 300) not valid,
  add constraint producao_cientifica_autores_list check (private.is_text_list(autores)) not valid,
  add constraint producao_cientifica_autores_required check (cardinality(autores) >= 1) not valid,
  add constraint producao_cientifica_autores_items check (cardinality(autores) <= 50) not valid,
  add constraint producao_cientifica_autores_item_length check (private.items_within(autores, 200)) not valid,
  add constraint producao_cientifica_palavras_chave_list check (private.is_text_list(palavras_chave)) not valid,
  add constraint producao_cientifica_palavras_chave_items check (cardinality(palavras_chave) <= 50) not valid,
  add constraint producao_cientifica_palavras_chave_item_length
    check (private.items_within(palavras_chave, 200)) not valid,
  add constraint producao_cientifica_resumo_length check (char_length(resumo) <= 2000) not valid,
  add constraint producao_cientifica_created_at_range
    check (created_at >= '1900-01-01T00:00:00Z' and created_at < '2101-01-01T00:00:00Z') not valid;

-- A year at most next year's (a work accepted for publication, say): a check cannot read the
-- clock, so a trigger refuses it, as a check constraint of the same name would.
create function private.refuse_future_year() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  year integer := (to_jsonb(new) ->> tg_argv[0])::integer;
begin
  if year > extract(year from now())::integer + 1 then
    raise exception 'new row for relation "%" violates check constraint "%"', tg_table_name, tg_argv[1]
      using errcode = 'check_violation', constraint = tg_argv[1], table = tg_table_name;
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_future_year() from public;

create trigger egressos_ano_conclusao_latest
  before insert or update of ano_conclusao on public.egressos
  for each row execute function private.refuse_future_year('ano_conclusao', 'egressos_ano_conclusao_range');
-- The first migration's check keeps the earliest year (1900) under its name.
create trigger producao_cientifica_ano_latest
  before insert or update of ano on public.producao_cientifica
  for each row execute function private.refuse_future_year('ano', 'producao_cientifica_ano_check');

-- An update can never move created_at (the audit trigger keeps it), so a row whose creation date
-- is not a real one (written before the range above) would refuse every fix: such a row takes
-- the date it is first edited.
create or replace function private.stamp_content_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.created_at := case
      when old.created_at >= '1900-01-01T00:00:00Z' and old.created_at < '2101-01-01T00:00:00Z' then old.created_at
      else now()
    end;
  end if;
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end;
$$;

-- Addresses under /noticias/ that pages of the built site hold (content news, placeholder pages):
-- a post there would never be seen. Each build writes them (npm run db:reserved-slugs); the
-- local backend fills them from the content build when it starts.
create table public.reserved_slugs (
  slug text primary key,
  page text not null
);
comment on table public.reserved_slugs is 'Addresses under /noticias/ that built pages hold; written by each build.';
-- Only the build (service role) reads or writes it; the editor knows the same list from its own
-- build, and the trigger below reads it with definer rights.
alter table public.reserved_slugs enable row level security;
revoke all on public.reserved_slugs from anon, authenticated;
grant all on public.reserved_slugs to service_role;

-- Definer rights: the check must hold whatever the writer may read.
create function private.refuse_reserved_slug() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.reserved_slugs r where r.slug = new.slug) then
    raise exception 'new row for relation "blog_posts" violates check constraint "blog_posts_slug_reserved"'
      using errcode = 'check_violation', constraint = 'blog_posts_slug_reserved', table = 'blog_posts';
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_reserved_slug() from public;

create trigger blog_posts_slug_not_reserved
  before insert or update of slug on public.blog_posts
  for each row execute function private.refuse_reserved_slug();
