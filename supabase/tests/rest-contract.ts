// REST half of the contract suite: reads, filters, single-object answers, RLS and errors,
// driven through supabase-js (raw fetch only where supabase-js cannot omit the apikey).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publicReadsClient } from '../../src/lib/supabase/public-reads.ts';
import { signJwt } from '../local/jwt.ts';
import {
  client,
  decodeClaims,
  STRONG_PASSWORD,
  uniqueEmail,
  untypedClient,
  type Client,
  type Target,
} from './support.ts';

export function restContract(target: () => Target): void {
  let t: Target;
  let anon: Client;
  let user: Client;
  let admin: Client;
  let service: Client;
  const created: string[] = [];
  const slug = `contrato-${Date.now().toString(36)}`;

  const tokenOf = async (c: Client) => (await c.auth.getSession()).data.session!.access_token;

  /** Signs up a fresh account and returns a client signed in as it. */
  async function account(tag: string): Promise<{ c: Client; id: string }> {
    const c = client(t.url, t.anonKey);
    const { data, error } = await c.auth.signUp({ email: uniqueEmail(tag), password: STRONG_PASSWORD });
    expect(error).toBeNull();
    created.push(data.user!.id);
    return { c, id: data.user!.id };
  }

  beforeAll(async () => {
    t = target();
    anon = client(t.url, t.anonKey);
    service = client(t.url, t.serviceRoleKey);
    user = (await account('user')).c;
    const a = await account('admin');
    admin = a.c;
    // The service role bypasses RLS: this is how grant-admin works too.
    const { error } = await service.from('user_roles').insert({ user_id: a.id, role: 'admin' });
    expect(error).toBeNull();
  });

  afterAll(async () => {
    await service?.from('blog_posts').delete().eq('slug', slug);
    await service?.from('blog_posts').delete().eq('slug', `${slug}-cms`);
    // Only a real project needs cleaning; the local stand-in runs in memory.
    if (t?.real) for (const id of created) await service.auth.admin.deleteUser(id);
  });

  it('select with a column list, order and limit', async () => {
    const { data, error, status } = await anon
      .from('producao_cientifica')
      .select('titulo, ano')
      .order('ano', { ascending: false })
      .limit(3);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(3);
    expect(Object.keys(data![0]!).sort()).toEqual(['ano', 'titulo']);
    const years = data!.map((r) => r.ano);
    expect(years).toEqual([...years].sort((x, y) => y - x));
  });

  it('eq filters', async () => {
    const { data, error } = await anon.from('egressos').select('*').eq('nivel', 'Doutorado');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(data!.every((r) => r.nivel === 'Doutorado')).toBe(true);
  });

  it('single() with exactly one row returns the object', async () => {
    const { data, error } = await anon
      .from('blog_posts')
      .select('title, slug')
      .eq('slug', 'aula-inaugural-2026')
      .single();
    expect(error).toBeNull();
    expect(data?.slug).toBe('aula-inaugural-2026');
  });

  it.each([
    ['no rows', (c: Client) => c.from('blog_posts').select('*').eq('slug', 'nao-existe').single()],
    ['several rows', (c: Client) => c.from('egressos').select('*').eq('nivel', 'Mestrado').single()],
  ])('single() with %s fails with 406 PGRST116', async (_label, query) => {
    const { data, error, status } = await query(anon);
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
  });

  it('drafts are invisible to anon and to a signed-in user', async () => {
    for (const c of [anon, user]) {
      const drafts = await c.from('blog_posts').select('id').eq('status', 'draft');
      expect(drafts.error).toBeNull();
      expect(drafts.data).toEqual([]);
      const all = await c.from('blog_posts').select('status');
      expect(all.data!.length).toBeGreaterThan(0);
      expect(all.data!.every((r) => r.status === 'published')).toBe(true);
    }
  });

  it('a published post dated ahead waits: invisible to anon and to a signed-in user, listed for the admin', async () => {
    for (const c of [anon, user]) {
      const waiting = await c.from('blog_posts').select('id').eq('slug', 'semana-saude-da-mulher');
      expect(waiting.error).toBeNull();
      expect(waiting.data).toEqual([]);
    }
    const listed = await admin
      .from('blog_posts')
      .select('status, published_on')
      .eq('slug', 'semana-saude-da-mulher')
      .single();
    expect(listed.data?.status).toBe('published');
    expect(listed.data!.published_on > new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('a post reads back with its publication day and its cover', async () => {
    const { data, error } = await anon
      .from('blog_posts')
      .select('published_on, cover_url, cover_alt')
      .eq('slug', 'aula-inaugural-2026')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ published_on: '2026-03-02', cover_url: '/og-image.png' });
    expect(data!.cover_alt).toBeTruthy();
  });

  it("the site's read-only client (postgrest-js alone) reads published posts and no draft", async () => {
    const reads = publicReadsClient(t.url, t.anonKey);
    const drafts = await reads.from('blog_posts').select('id').eq('status', 'draft');
    expect(drafts.error).toBeNull();
    expect(drafts.data).toEqual([]);
    const published = await reads.from('blog_posts').select('slug, status').eq('status', 'published');
    expect(published.error).toBeNull();
    expect(published.data!.length).toBeGreaterThan(0);
    const alumni = await reads.from('egressos').select('nome').limit(1);
    expect(alumni.error).toBeNull();
  });

  it('a user reads only their own role rows', async () => {
    const { data, error } = await user.from('user_roles').select('role, user_id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('an admin sees drafts, is recognised by the role lookup, and can insert', async () => {
    const { data: me } = await admin.auth.getUser();
    const role = await admin.from('user_roles').select('role').eq('user_id', me.user!.id).eq('role', 'admin').single();
    expect(role.error).toBeNull();
    expect(role.data?.role).toBe('admin');
    const drafts = await admin.from('blog_posts').select('id').eq('status', 'draft');
    expect(drafts.data!.length).toBeGreaterThan(0);
    const inserted = await admin
      .from('blog_posts')
      .insert({ title: 'Post do teste de contrato', slug, author: 'Teste', content: 'Texto.', status: 'draft' })
      .select()
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(inserted.data?.slug).toBe(slug);
    const updated = await admin.from('blog_posts').update({ status: 'published' }).eq('slug', slug).select('status');
    expect(updated.data).toEqual([{ status: 'published' }]);
  });

  it('an admin edits a post as /cms does: duplicate slugs answer 409 23505, the database stamps the change', async () => {
    const { data: me } = await admin.auth.getUser();
    const cmsSlug = `${slug}-cms`;
    const inserted = await admin
      .from('blog_posts')
      // A forged author of the change and a forged creation date are both overwritten or kept.
      .insert({ title: 'Escrito no CMS', slug: cmsSlug, author: 'Equipe', content: '# Olá', updated_by: null })
      .select()
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toMatchObject({ slug: cmsSlug, status: 'draft', updated_by: me.user!.id });
    const duplicate = await admin
      .from('blog_posts')
      .insert({ title: 'Outro', slug: cmsSlug, author: 'Equipe', content: 'Texto.' })
      .select()
      .single();
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    const renamed = await admin
      .from('blog_posts')
      .update({ slug: 'aula-inaugural-2026' })
      .eq('id', inserted.data!.id)
      .select()
      .single();
    expect(renamed.status).toBe(409);
    expect(renamed.error?.code).toBe('23505');
    const edited = await admin
      .from('blog_posts')
      .update({ title: 'Escrito no CMS, revisto', status: 'published', created_at: '2000-01-01T00:00:00Z' })
      .eq('id', inserted.data!.id)
      .select()
      .single();
    expect(edited.error).toBeNull();
    expect(edited.data).toMatchObject({ title: 'Escrito no CMS, revisto', status: 'published' });
    expect(edited.data!.created_at).toBe(inserted.data!.created_at);
    expect(Date.parse(edited.data!.updated_at)).toBeGreaterThanOrEqual(Date.parse(inserted.data!.updated_at));
    const visible = await anon.from('blog_posts').select('title').eq('slug', cmsSlug).maybeSingle();
    expect(visible.data?.title).toBe('Escrito no CMS, revisto');
    const removed = await admin.from('blog_posts').delete().eq('id', inserted.data!.id).select('slug');
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([{ slug: cmsSlug }]);
    const gone = await anon.from('blog_posts').select('id').eq('slug', cmsSlug);
    expect(gone.data).toEqual([]);
  });

  it('the /cms list: a title filter, newest first, a page of rows and the exact total', async () => {
    const all = await admin.from('blog_posts').select('id', { count: 'exact', head: true });
    expect(all.error).toBeNull();
    const page = await admin
      .from('blog_posts')
      .select('title, status, created_at', { count: 'exact' })
      .ilike('title', '%rascunho%')
      .order('created_at', { ascending: false })
      .range(0, 0);
    expect(page.error).toBeNull();
    expect(page.data).toHaveLength(1);
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect(page.count).toBeLessThan(all.count!);
    const second = await admin
      .from('blog_posts')
      .select('title, created_at')
      .ilike('title', '%rascunho%')
      .order('created_at', { ascending: false })
      .range(1, 1);
    expect(Date.parse(second.data![0]!.created_at)).toBeLessThanOrEqual(Date.parse(page.data![0]!.created_at));
  });

  it('an admin writes alumni and scientific output, lists included', async () => {
    const output = await admin
      .from('producao_cientifica')
      .insert({ titulo: 'Contrato de listas', tipo: 'Artigo', ano: 2025, autores: ['A, B', 'C'], palavras_chave: [] })
      .select()
      .single();
    expect(output.error).toBeNull();
    expect(output.data).toMatchObject({ autores: ['A, B', 'C'], palavras_chave: [], resumo: null });
    const outputEdit = await admin
      .from('producao_cientifica')
      .update({ palavras_chave: ['um', 'dois'] })
      .eq('id', output.data!.id)
      .select('palavras_chave')
      .single();
    expect(outputEdit.data).toEqual({ palavras_chave: ['um', 'dois'] });
    const alumnus = await admin
      .from('egressos')
      .insert({ nome: 'Contrato Egresso', nivel: 'Doutorado', titulo_trabalho: 'T', ano_conclusao: 2024 })
      .select()
      .single();
    expect(alumnus.error).toBeNull();
    const bad = await admin
      .from('egressos')
      .update({ ano_conclusao: 1800 })
      .eq('id', alumnus.data!.id)
      .select()
      .single();
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('23514');
    for (const [table, id] of [
      ['producao_cientifica', output.data!.id],
      ['egressos', alumnus.data!.id],
    ] as const) {
      const { data, error } = await admin.from(table).delete().eq('id', id).select('id');
      expect(error).toBeNull();
      expect(data).toEqual([{ id }]);
    }
  });

  it('a signed-in non-admin changes and deletes nothing (RLS hides every row from the write)', async () => {
    const edits = {
      blog_posts: { title: 'Invadido' },
      egressos: { nome: 'Invadido' },
      producao_cientifica: { titulo: 'Invadido' },
    };
    for (const table of ['blog_posts', 'egressos', 'producao_cientifica'] as const) {
      const before = await anon.from(table).select('id').limit(1).single();
      // Untyped: one loop over three tables whose columns differ.
      const changed = await untypedClient(t.url, t.anonKey, { Authorization: `Bearer ${await tokenOf(user)}` })
        .from(table)
        .update(edits[table])
        .eq('id', before.data!.id)
        .select();
      expect(changed.error).toBeNull();
      expect(changed.data).toEqual([]);
      const deleted = await user.from(table).delete().eq('id', before.data!.id).select('id');
      expect(deleted.error).toBeNull();
      expect(deleted.data).toEqual([]);
      const after = await anon.from(table).select('id').eq('id', before.data!.id);
      expect(after.data).toHaveLength(1);
    }
  });

  it('a signed-in non-admin cannot insert (403 42501)', async () => {
    const { error, status } = await user
      .from('egressos')
      .insert({ nome: 'Intruso', nivel: 'Mestrado', titulo_trabalho: 'X', ano_conclusao: 2024 });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('anon cannot insert (401 42501)', async () => {
    const { error, status } = await anon.from('producao_cientifica').insert({ titulo: 'X', tipo: 'Artigo', ano: 2024 });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('a missing apikey is refused with 401', async () => {
    const res = await fetch(`${t.url}/rest/v1/blog_posts?select=*`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('No API key found in request');
  });

  it('a wrong apikey is refused with 401', async () => {
    const wrong = untypedClient(t.url, 'not-a-key');
    const { error, status } = await wrong.from('blog_posts').select('*');
    expect(status).toBe(401);
    expect(error?.message).toBe('Invalid API key');
  });

  it('an unknown table answers 404 PGRST205', async () => {
    const untyped = untypedClient(t.url, t.anonKey);
    const { error, status } = await untyped.from('tabela_inexistente').select('*');
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST205');
  });

  it('an unknown column answers 400 42703', async () => {
    const { error, status } = await anon.from('egressos').select('nome, coluna_inexistente');
    expect(status).toBe(400);
    expect(error?.code).toBe('42703');
  });

  it.each(["' or 1=1 --", "published' or '1'='1", 'x"; drop table blog_posts; --'])(
    'filter value %j is only data',
    async (value) => {
      const bySlug = await anon.from('blog_posts').select('*').eq('slug', value);
      expect(bySlug.error).toBeNull();
      expect(bySlug.data).toEqual([]);
      const stillThere = await anon.from('blog_posts').select('id');
      expect(stillThere.data!.length).toBeGreaterThan(0);
    },
  );

  it('a column name carrying SQL is refused, not executed', async () => {
    const untyped = untypedClient(t.url, t.anonKey);
    const { data, error } = await untyped.from('blog_posts').select('*').eq('status" or 1=1 --', 'x');
    expect(data).toBeNull();
    expect(error).not.toBeNull();
  });

  it('a tampered access token answers 401 PGRST301', async () => {
    const { data } = await user.auth.getSession();
    const token = data.session!.access_token;
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const { error, status } = await untypedClient(t.url, t.anonKey, { Authorization: `Bearer ${forged}` })
      .from('egressos')
      .select('id');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
  });

  it('an expired access token answers 401 PGRST303', async (ctx) => {
    if (!t.jwtSecret) return ctx.skip();
    const { data } = await user.auth.getSession();
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = await signJwt(
      { ...decodeClaims(data.session!.access_token), iat: past, exp: past + 3600 },
      t.jwtSecret,
    );
    const { error, status } = await untypedClient(t.url, t.anonKey, { Authorization: `Bearer ${expired}` })
      .from('egressos')
      .select('id');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST303');
  });
}
