-- A post written in /cms gets what a content post has: a publication date and an optional cover
-- image with its alt text. A post dated after today (in São Paulo, the programme's day, as the
-- content build counts it) stays off the public site until that day, as a scheduled content post
-- waits for its date: row-level security hides it from visitors; admins see it in /cms.

alter table public.blog_posts
  add column published_on date,
  add column cover_url text,
  add column cover_alt text;

-- Posts written before this column appeared were published the day they were written. The
-- backfill is no edit by anyone: the audit trigger stays out of it.
alter table public.blog_posts disable trigger blog_posts_stamp_change;
update public.blog_posts set published_on = (created_at at time zone 'America/Sao_Paulo')::date;
alter table public.blog_posts enable trigger blog_posts_stamp_change;

alter table public.blog_posts
  alter column published_on set default (now() at time zone 'America/Sao_Paulo')::date,
  alter column published_on set not null;

comment on column public.blog_posts.published_on is 'Publication day; a later day keeps a published post off the public site until then.';
comment on column public.blog_posts.cover_url is 'Cover image: an https address or a path on the site (the pages'' img-src allows no other).';
comment on column public.blog_posts.cover_alt is 'The cover''s text for readers who do not see it; required with a cover.';

-- The editor's rules (src/features/cms/news/news-form.ts), named as it explains them. The cover's
-- address is one the site's Content-Security-Policy lets a page show (img-src 'self' https:):
-- https://host… or /path on the site; never //host or /\host, which browsers read as another
-- host's address, and no spaces, control characters or backslashes.
alter table public.blog_posts
  add constraint blog_posts_published_on_range
    check (published_on >= '1900-01-01' and published_on < '2101-01-01') not valid,
  add constraint blog_posts_cover_url_length check (char_length(cover_url) <= 2000) not valid,
  add constraint blog_posts_cover_url_format
    check (cover_url ~ '^(https://[^/\x01-\x20\x7f\\]|/[^/\x01-\x20\x7f\\])[^\x01-\x20\x7f\\]*$') not valid,
  add constraint blog_posts_cover_alt_required
    check (cover_url is null or (cover_alt is not null and not private.is_blank(cover_alt))) not valid,
  add constraint blog_posts_cover_alt_length check (char_length(cover_alt) <= 300) not valid;

-- The public pages list posts by publication date.
create index blog_posts_published_on_idx on public.blog_posts (published_on desc);

-- The same policies as before, with the day: a visitor (and a signed-in non-admin) reads a
-- published post from its publication day on. now() is the transaction's time, read once per
-- statement.
drop policy "anon reads published posts" on public.blog_posts;
drop policy "authenticated reads published posts, admins all" on public.blog_posts;
create policy "anon reads published posts" on public.blog_posts
  for select to anon
  using (status = 'published' and published_on <= (now() at time zone 'America/Sao_Paulo')::date);
create policy "authenticated reads published posts, admins all" on public.blog_posts
  for select to authenticated
  using (
    (status = 'published' and published_on <= (now() at time zone 'America/Sao_Paulo')::date)
    or (select private.has_role((select auth.uid()), 'admin'))
  );
