// Rows written before the database kept the editors' rules hold whatever their columns allow: a
// date that is no real date, a title of 900 KB or of nothing but an invisible character, an
// address of 5,000 characters, NULLs, blanks and nesting in a list of texts, a type or level the
// editor does not offer. They are written here by SQL with every CHECK constraint and trigger of
// the three tables taken off (as such rows came to be), then the rules go back on, NOT VALID, as
// the migrations add them. Read back by the very functions the pages use (the public read client
// with the anon key; the admin area's reads and writes with the admin's token) and rendered by
// the pages' components, each value degrades to missing, cut short or a stand-in; nothing throws,
// the good rows keep their order and text, and the admin can open, fix and delete every row.
import { programmeDay } from '../../src/lib/calendar-date.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import cmsStrings from '../../locales/pt/cms.json';
import newsStrings from '../../locales/pt/news.json';
import searchStrings from '../../locales/pt/search.json';
import { ALUMNI_LIST } from '../../src/features/cms/alumni/AlumniModule.tsx';
import { CmsModules } from '../../src/features/cms/CmsModules.tsx';
import { listQuery, recordQuery, runWrite, type CmsTable, type ListSpec } from '../../src/features/cms/cms-data.ts';
import { formValues } from '../../src/features/cms/form-values.ts';
import { NEWS_LIST } from '../../src/features/cms/news/NewsModule.tsx';
import { NEWS_FIELDS, newsFromRow, newsToRow, validateNews } from '../../src/features/cms/news/news-form.ts';
import { OUTPUT_FIELDS, outputToRow, validateOutput } from '../../src/features/cms/output/output-form.ts';
import { outputDraftOf } from '../../src/features/cms/output/output-draft.ts';
import { OUTPUT_LIST } from '../../src/features/cms/output/OutputModule.tsx';
import { PAGE_SIZE, pageCount } from '../../src/lib/paging.ts';
import { BLANK_CHARACTERS as EDITOR_BLANK_CHARACTERS } from '../../src/features/cms/validation.ts';
import { DatabasePostView } from '../../src/features/news/DatabasePost.tsx';
import { mergeNews } from '../../src/lib/news-list.ts';
import { NewsList } from '../../src/features/news/NewsList.tsx';
import { publishedPostsQuery } from '../../src/features/news/post-query.ts';
import { fetchPublishedPost } from '../../src/features/news/published-post.ts';
import { searchDataQuery } from '../../src/features/search/search-data.ts';
import { matchEntries, type SearchEntry } from '../../src/lib/search-index/search-entry.ts';
import { SearchResultCard } from '../../src/features/search/SearchResultCard.tsx';
import { createI18n, type Language } from '../../src/lib/i18n.ts';
import { latestNews } from '../../src/lib/latest-news.ts';
import { BLANK_CHARACTERS, rowText, SHOWN_TEXT_MAX } from '../../src/lib/row-values.ts';
import { publicReadsClient, type PublicReads } from '../../src/lib/supabase/public-reads.ts';
import type { Tables } from '../../src/lib/supabase/database.types.ts';
import { startLocalBackend, type LocalBackend } from '../local/server.ts';
import { client, DATABASE_LABEL, freshDatabaseUrl, type Client } from './support.ts';

// The pages reach the backend through these two modules; here they reach the test's backend: the
// public reads with the anon key, the admin area with the signed-in admin's client.
const clients = vi.hoisted(() => ({ reads: undefined as unknown, admin: undefined as unknown }));
vi.mock('../../src/lib/supabase/public-reads.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getPublicReads: () => clients.reads,
}));
vi.mock('../../src/lib/supabase/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: async () => clients.admin,
}));

const TABLES = ['blog_posts', 'producao_cientifica', 'egressos'] as const;
const GIANT_TITLE = `Gigante ${'x'.repeat(900 * 1024)}`;
const LONG_SLUG = `velho-${'a-'.repeat(2497)}a`;
const ZWSP = '\u200b';
const NBSP = '\u00a0';

/** The bad posts, by slug: what each holds that the editor refuses (all but the last published). */
const BAD_DATES: Record<string, string> = {
  'velho-infinito': 'infinity',
  'velho-menos-infinito': '-infinity',
  'velho-antes-de-cristo': '0044-03-15 BC',
  'velho-ano-10000': '10000-01-01',
};
/**
 * Those dated after 2100 (the days the migration gave them from their creation date) wait for a
 * day that never comes: visitors never read them, as any post dated ahead; the others show undated.
 */
const WAITING = new Set(['velho-infinito', 'velho-ano-10000']);
const UNDATED = Object.keys(BAD_DATES).filter((slug) => !WAITING.has(slug));
const sql = (text: string) => `'${text.replace(/'/g, "''")}'`;
const BAD_ROWS = `
  insert into public.blog_posts (title, slug, excerpt, content, category, author, status, published_on, created_at) values
    ${Object.entries(BAD_DATES)
      .map(
        ([slug, date]) =>
          `(${sql(`Aviso ${slug}`)}, ${sql(slug)}, null, 'Texto.', 'Geral', 'A', 'published', ${sql(date)}, ${sql(date)})`,
      )
      .join(',\n    ')},
    (${sql(GIANT_TITLE)}, 'velho-titulo-gigante', null, 'Texto.', 'Geral', 'A', 'published', '2026-01-05', '2026-01-05T12:00:00Z'),
    ('Aviso de endereço longo', ${sql(LONG_SLUG)}, null, 'Texto.', 'Geral', 'A', 'published', '2026-01-04', '2026-01-04T12:00:00Z'),
    (${sql(NBSP)}, 'velho-nbsp', null, 'Texto do aviso sem título.', 'Geral', 'A', 'published', '2026-01-03', '2026-01-03T12:00:00Z'),
    (${sql(ZWSP)}, 'velho-zwsp', ${sql(ZWSP)}, '', ${sql(ZWSP)}, ${sql(ZWSP)}, 'published', '2026-01-02', '2026-01-02T12:00:00Z'),
    ('Aviso arquivado', 'velho-arquivado', null, 'Texto.', 'Geral', 'A', 'arquivado', '2026-01-01', '2026-01-01T12:00:00Z');
  insert into public.producao_cientifica (titulo, tipo, ano, autores, palavras_chave, resumo) values
    ('Velho aninhado', 'Artigo', 2020, '{{"Souza, A.","Lima, B."},{"Reis, C.",NULL}}', '{NULL,""}', null),
    ('Velho sem autores', 'Livro', 2019, '{}', '{"",NULL," "}', ''),
    ('Velho pós-doutorado', 'Pós-doc', 2018, '{"Dias, D."}', '{}', null),
    (${sql(ZWSP)}, 'Tese', 2017, '{NULL}', '{{a,b},{c,d}}', null);
  insert into public.egressos (nome, nivel, titulo_trabalho, ano_conclusao, orientador, area_atuacao) values
    ('Velho especialista', 'Especialização', 'Trabalho antigo', 1950, null, ''),
    (${sql(ZWSP)}, 'Mestrado', ${sql(NBSP)}, 2001, ${sql(ZWSP)}, null);`;

let backend: LocalBackend;
let admin: Client;

/**
 * Writes `rows` as a database that did not have today's rules would have taken them: each CHECK
 * constraint and trigger of the content tables off (whichever migrations added them), then back
 * on, the constraints NOT VALID, so they hold for every later write and leave these rows be.
 */
async function writeWithoutRules(rows: string): Promise<void> {
  await backend.db.transaction(async (tx) => {
    const { rows: checks } = await tx.query<{ table_name: string; name: string; definition: string }>(
      `select c.conrelid::regclass::text as table_name, c.conname as name, pg_get_constraintdef(c.oid) as definition
         from pg_constraint c
        where c.contype = 'c' and c.conrelid = any (array[${TABLES.map((t) => `'public.${t}'::regclass`).join(', ')}])`,
    );
    for (const check of checks) await tx.exec(`alter table ${check.table_name} drop constraint "${check.name}"`);
    for (const table of TABLES) await tx.exec(`alter table public.${table} disable trigger user`);
    await tx.exec(rows);
    for (const table of TABLES) await tx.exec(`alter table public.${table} enable trigger user`);
    for (const check of checks)
      await tx.exec(
        `alter table ${check.table_name} add constraint "${check.name}" ${check.definition.replace(/\s+NOT VALID$/i, '')} not valid`,
      );
  });
}

beforeAll(async () => {
  const databaseUrl = await freshDatabaseUrl('bad_rows');
  backend = await startLocalBackend({ port: 0, dataDir: 'memory', databaseUrl, bcryptCost: 4 });
  clients.reads = publicReadsClient(backend.url, backend.anonKey) satisfies PublicReads;
  admin = client(backend.url, backend.anonKey);
  const { error } = await admin.auth.signInWithPassword({ email: backend.adminEmail, password: backend.adminPassword });
  if (error) throw error;
  clients.admin = admin;
  await writeWithoutRules(BAD_ROWS);
});
afterAll(async () => {
  await backend?.close();
});

const STRINGS = {
  'locales/pt/cms.json': cmsStrings,
  'locales/pt/news.json': newsStrings,
  'locales/pt/search.json': searchStrings,
};
const UNTITLED = 'Sem título';

/** `component` rendered at `path` as the site renders it: router, strings, theme, query cache. */
async function render(
  path: string,
  component: () => ReactNode,
  language: Language = 'pt',
  queries = new QueryClient(),
) {
  const root = createRootRoute({ component: () => h(Outlet) });
  const adminArea = createRoute({ getParentRoute: () => root, id: '_admin' });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/noticias', component }),
    createRoute({ getParentRoute: () => root, path: '/noticias/$slug', component }),
    createRoute({ getParentRoute: () => root, path: '/busca', component }),
    adminArea.addChildren([
      createRoute({
        getParentRoute: () => adminArea,
        path: '/cms',
        validateSearch: (search: Record<string, unknown>) => search,
        component,
      }),
    ]),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return renderToString(
    h(
      QueryClientProvider,
      { client: queries },
      h(
        I18nextProvider,
        { i18n: createI18n(language, STRINGS) },
        h(MantineProvider, null, h(RouterProvider, { router } as never)),
      ),
    ),
  );
}

/** HTML with its entities decoded, for comparing with a row's text. */
const decoded = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The text of an HTML fragment. */
const text = (html: string) => decoded(html.replace(/<[^>]*>/g, ' '));
const FAILED = /Algo deu errado|Something went wrong|Invalid time value/;

describe(`rows from before the rules, read back on ${DATABASE_LABEL}`, () => {
  it('the admin area and the database trim the same blank characters', () => {
    expect(BLANK_CHARACTERS).toBe(EDITOR_BLANK_CHARACTERS);
  });

  it('/noticias in every language lists them after every dated item, with what they have', async () => {
    const queries = new QueryClient();
    const posts = await queries.fetchQuery(publishedPostsQuery);
    const raw = new Map(posts.map((post) => [post.slug, post]));
    const content = latestNews();
    const list = mergeNews(content, posts);

    // Content news and good posts keep their text and are newest first; the undated ones end the list.
    const undated = list.slice(-UNDATED.length);
    expect(new Set(undated.map((item) => item.slug))).toEqual(new Set(UNDATED));
    expect(list.filter((item) => WAITING.has(item.slug))).toEqual([]);
    expect(undated.every((item) => item.date === '')).toBe(true);
    const dated = list.slice(0, -undated.length).map((item) => Date.parse(item.date));
    expect(dated.every(Number.isFinite)).toBe(true);
    expect(dated).toEqual([...dated].sort((a, b) => b - a));
    const fromContent = new Set<object>(content);
    expect(list.filter((item) => fromContent.has(item))).toEqual(content);
    const good = posts.filter((post) => !post.slug.startsWith('velho-'));
    expect(good.length).toBeGreaterThan(0);
    for (const post of good) expect(list.find((item) => item.slug === post.slug)?.title).toBe(post.title);

    const item = (slug: string) => list.find((entry) => entry.slug === slug)!;
    expect(item('velho-titulo-gigante').title).toBe(`${GIANT_TITLE.slice(0, SHOWN_TEXT_MAX)}…`);
    expect(item('velho-nbsp').title).toBe('');
    expect(item('velho-zwsp')).toMatchObject({ title: '', category: '' });
    expect(item(LONG_SLUG).title).toBe('Aviso de endereço longo');
    expect(raw.has('velho-arquivado')).toBe(false);

    // The page's language comes from its address (/en/noticias) through i18next, started in it here.
    for (const language of ['pt', 'en', 'es'] as const) {
      const html = await render('/noticias', NewsList, language, queries);
      const shown = text(html);
      expect(html, language).not.toMatch(FAILED);
      for (const entry of list) if (entry.title) expect(shown).toContain(entry.title);
      // Two posts have no title: each card names itself with the stand-in.
      expect(shown.split(UNTITLED).length - 1).toBe(2);
      // One <time> per dated card, none for those without a real date.
      expect(html.match(/<time /g)?.length).toBe(list.length - undated.length);
      expect(html).toContain(`href="/noticias/${LONG_SLUG}"`);
    }
  });

  it('each post opens on its own page, a missing value left out', async () => {
    const posts = new Map<string, Awaited<ReturnType<typeof fetchPublishedPost>>>();
    for (const slug of WAITING) expect(await fetchPublishedPost(slug), slug).toBeNull();
    for (const slug of [...UNDATED, 'velho-titulo-gigante', LONG_SLUG, 'velho-nbsp', 'velho-zwsp']) {
      const post = await fetchPublishedPost(slug);
      expect(post, slug).not.toBeNull();
      posts.set(slug, post);
      const html = await render(`/noticias/${slug}`, () => h(DatabasePostView, { post: post! }));
      expect(html, slug).not.toMatch(FAILED);
      const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
      const hasDate = !(slug in BAD_DATES);
      expect(html.includes('<time '), slug).toBe(hasDate);
      expect(html.includes('article:published_time'), slug).toBe(hasDate);
      if (slug === 'velho-titulo-gigante') expect(heading).toBe(`${GIANT_TITLE.slice(0, SHOWN_TEXT_MAX)}…`);
      else if (slug === 'velho-nbsp' || slug === 'velho-zwsp') expect(heading).toBe(UNTITLED);
      else expect(heading).toBe(post!.title);
    }
    // A blank author and category: no "Por …" line, no badge.
    const blank = await render('/noticias/velho-zwsp', () => h(DatabasePostView, { post: posts.get('velho-zwsp')! }));
    expect(text(blank)).not.toMatch(/\bPor\b/);
    expect(blank).not.toContain('mantine-Badge-root');
  });

  it('search keeps every database row, each with what it has, and finds an author held in a nested list', async () => {
    const wording = { categoryName: () => 'Categoria', locale: 'pt-BR' };
    const entries = await new QueryClient().fetchQuery(searchDataQuery(wording));
    const counts = await Promise.all([
      admin
        .from('blog_posts')
        .select('id', { count: 'exact', head: true })
        .eq('status', 'published')
        .lte('published_on', programmeDay()),
      admin.from('producao_cientifica').select('id', { count: 'exact', head: true }),
      admin.from('egressos').select('id', { count: 'exact', head: true }),
    ]);
    expect(entries).toHaveLength(counts.reduce((sum, { count }) => sum + count!, 0));

    const found = (term: string) => matchEntries(entries, term);
    const nested = found('Reis, C.');
    expect(nested.map((entry) => entry.title)).toEqual(['Velho aninhado']);
    expect(nested[0]!.details).toContainEqual({ label: 'authors', value: 'Souza, A.; Lima, B.; Reis, C.' });
    expect(nested[0]!.details?.some((detail) => detail.label === 'keywords')).toBe(false);
    const postOf = (path: string) => entries.find((entry) => entry.path === path)!;
    for (const slug of UNDATED)
      expect(postOf(`/noticias/${slug}`).details?.map((detail) => detail.label)).toEqual(['category']);
    expect(postOf('/noticias/velho-zwsp')).toMatchObject({ title: '', category: 'Categoria' });
    // A kind the lists do not name is listed with every kind, at its own anchor there.
    expect(found('pós-doutorado')[0]?.path).toMatch(/^\/producao\/todas#[\w-]+$/);
    expect(found('especialista')[0]?.details).toContainEqual({ label: 'level', value: 'Especialização' });

    // Every database result renders; a blank title shows the stand-in.
    const fromDatabase = entries as SearchEntry[];
    const html = await render('/busca', () =>
      h('div', null, ...fromDatabase.map((entry, index) => h(SearchResultCard, { key: index, entry }))),
    );
    expect(html).not.toMatch(FAILED);
    expect(html.match(/<article /g)).toHaveLength(fromDatabase.length);
    expect(text(html)).toContain(UNTITLED);
  });

  it.each<[string, ListSpec<CmsTable>, string, (row: Record<string, unknown>) => string]>([
    ['noticias', NEWS_LIST as ListSpec<CmsTable>, 'blog_posts', (row) => rowText(row.title, SHOWN_TEXT_MAX)],
    ['producao', OUTPUT_LIST as ListSpec<CmsTable>, 'producao_cientifica', (row) => rowText(row.titulo)],
    ['egressos', ALUMNI_LIST as ListSpec<CmsTable>, 'egressos', (row) => rowText(row.nome)],
  ])('/cms?aba=%s lists every row on its pages, and opens each in the editor', async (tab, spec, table, nameOf) => {
    const queries = new QueryClient();
    const first = await queries.fetchQuery(listQuery(spec, { page: 1, term: '', filter: '' }));
    const pages = pageCount(first.total, PAGE_SIZE);
    const listed: Record<string, unknown>[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const { rows } = await queries.fetchQuery(listQuery(spec, { page, term: '', filter: '' }));
      listed.push(...(rows as Record<string, unknown>[]));
      const html = await render(`/cms?aba=${tab}${page > 1 ? `&pagina=${page}` : ''}`, CmsModules, 'pt', queries);
      expect(html).not.toMatch(FAILED);
      expect(html.match(/<tbody>.*?<\/tbody>/s)?.[0].match(/<tr/g)).toHaveLength(rows.length);
      for (const row of rows as Record<string, unknown>[]) {
        const name = nameOf(row) || UNTITLED;
        expect(decoded(html), `${tab}: ${name.slice(0, 40)}`).toContain(`aria-label="Editar “${name}”"`);
      }
    }
    expect(listed).toHaveLength(first.total);
    const { count } = await admin.from(table as CmsTable).select('id', { count: 'exact', head: true });
    expect(listed).toHaveLength(count!);

    for (const row of listed) {
      const id = row.id as string;
      const record = await queries.fetchQuery(recordQuery(table as CmsTable, id));
      expect(record).not.toBeNull();
      const html = await render(`/cms?aba=${tab}&editar=${id}`, CmsModules, 'pt', queries);
      expect(html, id).not.toMatch(FAILED);
      expect(html, id).toContain('<form');
      expect(html, id).toContain('type="submit"');
    }
  });

  it('the admin list shows an undated post without a date, and its editor opens with what it holds', async () => {
    const queries = new QueryClient();
    const { rows } = await queries.fetchQuery(
      listQuery(NEWS_LIST, { page: 1, term: 'Aviso velho-infinito', filter: '' }),
    );
    expect(rows).toHaveLength(1);
    const html = await render('/cms?aba=noticias&busca=Aviso%20velho-infinito', CmsModules, 'pt', queries);
    const cells = [...html.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map(([, cell]) => text(cell!).trim());
    // Status, then a date cell left empty, then the actions.
    expect(cells.slice(0, 2)).toEqual(['Publicada', '']);

    const archived = (await admin.from('blog_posts').select('*').eq('slug', 'velho-arquivado').single()).data!;
    await queries.fetchQuery(recordQuery('blog_posts', archived.id));
    const editor = await render(`/cms?aba=noticias&editar=${archived.id}`, CmsModules, 'pt', queries);
    // A status the editor does not offer shows as it is, to be changed.
    expect(editor).toMatch(/<option value="arquivado" selected="">arquivado<\/option>/);
  });

  it('the output editor opens a nested list with NULLs as the texts it has, and the admin saves it flat', async () => {
    const row = (await admin.from('producao_cientifica').select('*').eq('titulo', 'Velho aninhado').single()).data!;
    const queries = new QueryClient();
    await queries.fetchQuery(recordQuery('producao_cientifica', row.id));
    const html = await render(`/cms?aba=producao&editar=${row.id}`, CmsModules, 'pt', queries);
    expect(html).toContain('>Souza, A.\nLima, B.\nReis, C.</textarea>');

    const draft = formValues({ fields: OUTPUT_FIELDS.map((name) => ({ name })) }, outputDraftOf(row));
    expect(validateOutput(draft, new Date())).toEqual({});
    const saved = await runWrite('producao_cientifica', { kind: 'update', id: row.id, values: outputToRow(draft) });
    expect(saved).toMatchObject({ autores: ['Souza, A.', 'Lima, B.', 'Reis, C.'], palavras_chave: [] });
  });

  it('the admin fixes what the editor flags and saves, and deletes another, through the admin area’s own calls', async () => {
    const fields = { fields: NEWS_FIELDS.map((name) => ({ name })) };
    const rowOf = async (slug: string) =>
      (await admin.from('blog_posts').select('*').eq('slug', slug).single()).data as Tables<'blog_posts'>;
    const reserved = new Set<string>();

    // An undated post: the editor asks for a publication day, and its creation date becomes the
    // date of the fix.
    const undated = await rowOf('velho-infinito');
    const undatedDraft = formValues(fields, newsFromRow(undated));
    expect(validateNews(undatedDraft, reserved)).toEqual({ published_on: { key: 'date' } });
    const fixedDate = await runWrite('blog_posts', {
      kind: 'update',
      id: undated.id,
      values: newsToRow({ ...undatedDraft, title: 'Aviso corrigido', published_on: '2026-01-06' }),
    });
    expect(fixedDate).toMatchObject({ title: 'Aviso corrigido', published_on: '2026-01-06' });
    expect(Date.parse(fixedDate.created_at)).toBeGreaterThan(Date.UTC(2026, 0, 1));

    // Each flagged value, fixed as the editor asks, saves.
    const cases: [string, Record<string, string>, Record<string, string>][] = [
      ['velho-titulo-gigante', { title: 'tooLong' }, { title: 'Título corrigido' }],
      [LONG_SLUG, { slug: 'tooLong' }, { slug: 'velho-endereco-corrigido' }],
      ['velho-nbsp', { title: 'required' }, { title: 'Título dado' }],
      [
        'velho-zwsp',
        { title: 'required', content: 'required', category: 'required', author: 'required' },
        { title: 'Título', content: 'Texto.', category: 'Geral', author: 'Secretaria', excerpt: '' },
      ],
      ['velho-arquivado', { status: 'choice' }, { status: 'draft' }],
    ];
    for (const [slug, flagged, fix] of cases) {
      const row = await rowOf(slug);
      const draft = formValues(fields, newsFromRow(row));
      const problems = validateNews(draft, reserved);
      expect(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem!.key]))).toEqual(
        flagged,
      );
      const fixed = { ...draft, ...fix };
      expect(validateNews(fixed, reserved)).toEqual({});
      const saved = await runWrite('blog_posts', { kind: 'update', id: row.id, values: newsToRow(fixed) });
      expect(saved, slug).toMatchObject(fix.excerpt === '' ? { ...fix, excerpt: null } : fix);
    }

    const doomed = await rowOf('velho-menos-infinito');
    const removed = await runWrite('blog_posts', { kind: 'delete', id: doomed.id });
    expect(removed.id).toBe(doomed.id);
    expect((await admin.from('blog_posts').select('id').eq('id', doomed.id)).data).toEqual([]);
  });
});
