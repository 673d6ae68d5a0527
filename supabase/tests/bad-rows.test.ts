// Rows written before the database kept the editors' rules hold what the columns allow: an
// impossible date, nested lists with NULLs. Read as the public pages and the admin area read
// them, each degrades to a missing value (a post without a date, last in the list; a record's
// authors as a flat list) and never takes a page down; an admin can still fix or delete one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsFromRow, newsToRow } from '../../src/features/cms/news/news-form.ts';
import { outputFromRow } from '../../src/features/cms/output/output-form.ts';
import { mergeNews, type PublishedPost } from '../../src/features/news/news-list.ts';
import { outputEntry, postEntry } from '../../src/features/search/database-entries.ts';
import { formatNewsDate, newsDateLabel } from '../../src/lib/format-date.ts';
import type { Tables } from '../../src/lib/supabase/database.types.ts';
import { startLocalBackend, type LocalBackend } from '../local/server.ts';
import { client, DATABASE_LABEL, freshDatabaseUrl, type Client } from './support.ts';

const BAD_DATES = ['infinity', '-infinity', '0044-03-15 BC', '10000-01-01'];
let backend: LocalBackend;
let anon: Client;
let admin: Client;

beforeAll(async () => {
  const databaseUrl = await freshDatabaseUrl('bad_rows');
  backend = await startLocalBackend({ port: 0, dataDir: 'memory', databaseUrl, bcryptCost: 4 });
  anon = client(backend.url, backend.anonKey);
  admin = client(backend.url, backend.anonKey);
  const { error } = await admin.auth.signInWithPassword({ email: backend.adminEmail, password: backend.adminPassword });
  if (error) throw error;
  // As such rows came to be: written while the rules they break did not exist.
  await backend.db.exec(`
    alter table public.blog_posts drop constraint blog_posts_created_at_range;
    alter table public.producao_cientifica drop constraint producao_cientifica_autores_list;
    alter table public.producao_cientifica drop constraint producao_cientifica_palavras_chave_list;
    ${BAD_DATES.map(
      (date, index) => `insert into public.blog_posts (title, slug, author, content, category, status, created_at)
        values ('Antigo ${index}', 'antigo-${index}', 'A', 'Texto.', 'Geral', 'published', '${date}');`,
    ).join('\n')}
    insert into public.producao_cientifica (titulo, tipo, ano, autores, palavras_chave)
      values ('Aninhado', 'Artigo', 2020, '{{"Souza, A.","Lima, B."},{"Reis, C.",NULL}}', '{NULL,""}');
    alter table public.blog_posts add constraint blog_posts_created_at_range
      check (created_at >= '1900-01-01T00:00:00Z' and created_at < '2101-01-01T00:00:00Z') not valid;
    alter table public.producao_cientifica add constraint producao_cientifica_autores_list
      check (private.is_text_list(autores)) not valid;
    alter table public.producao_cientifica add constraint producao_cientifica_palavras_chave_list
      check (private.is_text_list(palavras_chave)) not valid;`);
});
afterAll(async () => {
  await backend?.close();
});

describe(`rows from before the rules, read back on ${DATABASE_LABEL}`, () => {
  it('/noticias lists them after every dated post, without a date, and search shows none', async () => {
    const { data, error } = await anon
      .from('blog_posts')
      .select('slug, title, excerpt, content, category, created_at')
      .eq('status', 'published');
    expect(error).toBeNull();
    const posts = data as PublishedPost[];
    const list = mergeNews([], posts);
    const bad = list.filter((item) => item.slug.startsWith('antigo-'));
    expect(bad).toHaveLength(BAD_DATES.length);
    // The seed's posts, newest first, then the ones with no real date.
    expect(list.slice(-BAD_DATES.length).map((item) => item.slug)).toEqual(bad.map((item) => item.slug));
    const dated = list.slice(0, -BAD_DATES.length).map((item) => Date.parse(item.date));
    expect(dated).toEqual([...dated].sort((a, b) => b - a));
    for (const language of ['pt', 'en', 'es'] as const)
      for (const item of bad) expect(newsDateLabel(item, language), `${item.slug} ${item.date}`).toBe('');
    for (const post of posts.filter((row) => row.slug.startsWith('antigo-'))) {
      const entry = postEntry(post as Tables<'blog_posts'>, { categoryName: () => 'Notícias', locale: 'pt-BR' });
      expect(entry.details?.map((detail) => detail.label)).toEqual(['category']);
    }
  });

  it('a record with nested, empty and missing authors shows and searches the ones there are', async () => {
    const { data } = await anon.from('producao_cientifica').select('*').eq('titulo', 'Aninhado').single();
    const row = data as Tables<'producao_cientifica'>;
    const entry = outputEntry(row, { categoryName: () => 'Artigo', locale: 'pt-BR' });
    expect(entry.details?.find((detail) => detail.label === 'authors')?.value).toBe('Souza, A.; Lima, B.; Reis, C.');
    expect(entry.details?.some((detail) => detail.label === 'keywords')).toBe(false);
    expect(entry.keywords).toContain('Reis, C.');
    // The editor opens it with what it holds, to be fixed.
    expect(() => outputFromRow(row)).not.toThrow();
  });

  it('the admin list shows such a post without a date; the admin fixes one and deletes another', async () => {
    const { data } = await admin.from('blog_posts').select('*').like('slug', 'antigo-%').order('slug');
    const rows = data as Tables<'blog_posts'>[];
    expect(rows.map((row) => formatNewsDate(row.created_at, 'pt-BR'))).toEqual(BAD_DATES.map(() => ''));
    const fixed = await admin
      .from('blog_posts')
      .update(newsToRow({ ...newsFromRow(rows[0]!), title: 'Antigo, corrigido' }))
      .eq('id', rows[0]!.id)
      .select('title, created_at')
      .single();
    expect(fixed.error).toBeNull();
    expect(fixed.data?.title).toBe('Antigo, corrigido');
    // Its impossible date became the date of the fix.
    expect(formatNewsDate(fixed.data!.created_at, 'pt-BR')).not.toBe('');
    const removed = await admin.from('blog_posts').delete().eq('id', rows[1]!.id).select('id');
    expect(removed.data).toHaveLength(1);
  });
});
