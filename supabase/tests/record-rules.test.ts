// The /cms editors and the database keep the same rules: every value an editor refuses, the
// database refuses too when it arrives by REST (written by hand or by a script), naming a rule
// the editor explains beside the same field with the same problem; every value an editor
// accepts, the database accepts. Rows written before the rules existed stay and can be fixed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALUMNI_DATABASE_RULES,
  alumnusToRow,
  emptyAlumnus,
  validateAlumnus,
  type AlumniDraft,
} from '../../src/features/cms/alumni/alumni-form.ts';
import {
  emptyNews,
  NEWS_DATABASE_RULES,
  newsToRow,
  validateNews,
  type NewsDraft,
} from '../../src/features/cms/news/news-form.ts';
import {
  emptyOutput,
  OUTPUT_DATABASE_RULES,
  outputToRow,
  validateOutput,
  type OutputDraft,
} from '../../src/features/cms/output/output-form.ts';
import { BLANK_CHARACTERS, refusedRule, type DatabaseRules, type Problem } from '../../src/features/cms/validation.ts';
import { openDatabase, prepareDatabase, type Db } from '../local/db.ts';
import { storeReservedSlugs } from '../local/reserved-slugs.ts';
import { startLocalBackend, type LocalBackend } from '../local/server.ts';
import { client, DATABASE_LABEL, freshDatabaseUrl, type Client } from './support.ts';

let backend: LocalBackend;
let admin: Client;
const now = new Date();
const nextYear = now.getFullYear() + 1;

beforeAll(async () => {
  const databaseUrl = await freshDatabaseUrl('rules');
  backend = await startLocalBackend({ port: 0, dataDir: 'memory', databaseUrl, bcryptCost: 4 });
  admin = client(backend.url, backend.anonKey);
  const { error } = await admin.auth.signInWithPassword({ email: backend.adminEmail, password: backend.adminPassword });
  if (error) throw error;
  await storeReservedSlugs(backend.url, backend.serviceRoleKey, [{ slug: 'agenda', page: '/noticias/agenda' }]);
});
afterAll(async () => {
  await backend?.close();
});

type Table = 'blog_posts' | 'egressos' | 'producao_cientifica';
let serial = 0;
const unique = () => `${Date.now().toString(36)}-${(serial += 1)}`;

/** What the database says of a row: accepted, or the field and problem of the rule it names. */
async function databaseVerdict<F extends string>(
  table: Table,
  row: Record<string, unknown>,
  rules: DatabaseRules<F>,
): Promise<'accepted' | readonly [F, Problem] | string> {
  const { error } = await admin.from(table).insert(row as never);
  if (!error) return 'accepted';
  const rule = refusedRule(error.message);
  const meaning = rule ? rules[rule]?.(now) : undefined;
  return meaning ?? `${error.code}: ${error.message}`;
}

/** What the editor says: accepted, or the first field with a problem and that problem. */
function editorVerdict<F extends string>(problems: Partial<Record<F, Problem>>) {
  const first = Object.entries(problems)[0] as [F, Problem] | undefined;
  return first ?? 'accepted';
}

const long = (length: number) => 'a'.repeat(length);
const validNews = (): NewsDraft => ({
  ...emptyNews(),
  title: 'Título',
  slug: `regra-${unique()}`,
  content: 'Texto.',
  author: 'Secretaria',
});
const validOutput = (): OutputDraft => ({
  ...emptyOutput(),
  titulo: 'Um artigo',
  tipo: 'Artigo',
  ano: '2024',
  autores: 'Souza, A.',
});
const validAlumnus = (): AlumniDraft => ({
  ...emptyAlumnus(),
  nome: 'Ana',
  nivel: 'Mestrado',
  titulo_trabalho: 'Um trabalho',
  ano_conclusao: '2020',
});

describe(`the editors and ${DATABASE_LABEL} agree`, () => {
  it.each<[string, Partial<NewsDraft>]>([
    ['a valid post', {}],
    ['a title of 200 characters', { title: long(200) }],
    ['a title of 201 characters', { title: long(201) }],
    ['a title of 200 emoji (one character each)', { title: '📣'.repeat(200) }],
    ['a blank title', { title: ' \u00a0\u200b ' }],
    ['a slug of 100 characters', { slug: long(100) }],
    ['a slug of 101 characters', { slug: long(101) }],
    ['a slug with capitals', { slug: 'Nova-Pesquisa' }],
    ['a slug another page of the site holds', { slug: 'agenda' }],
    ['an excerpt of 301 characters', { excerpt: long(301) }],
    ['a text of 50,001 characters', { content: long(50_001) }],
    ['a blank text', { content: '\u3000\u2060' }],
    ['a category of 61 characters', { category: long(61) }],
    ['an author of 121 characters', { author: long(121) }],
    ['a blank author', { author: '\ufeff' }],
    ['published in 1900', { published_on: '1900-01-01' }],
    ['published in 1899', { published_on: '1899-12-31' }],
    ['published on the last day of 2100', { published_on: '2100-12-31' }],
    ['published in 2101', { published_on: '2101-01-01' }],
    ['a cover on the web with its text', { cover_url: 'https://exemplo.edu.br/capa.jpg', cover_alt: 'Capa' }],
    ['a cover of the site with its text', { cover_url: '/og-image.png', cover_alt: 'Capa' }],
    ['a cover without its text', { cover_url: '/og-image.png' }],
    ['a cover with a blank text', { cover_url: '/og-image.png', cover_alt: '\u2060' }],
    ['a cover over http', { cover_url: 'http://exemplo.edu.br/capa.jpg', cover_alt: 'Capa' }],
    ['a cover on another host (//)', { cover_url: '//exemplo.edu.br/capa.jpg', cover_alt: 'Capa' }],
    ['a cover on another host (/\\)', { cover_url: '/\\exemplo.edu.br/capa.jpg', cover_alt: 'Capa' }],
    ['a cover as data', { cover_url: 'data:image/png;base64,AAAA', cover_alt: 'Capa' }],
    ['a cover with a space', { cover_url: 'https://exemplo.edu.br/a b.jpg', cover_alt: 'Capa' }],
    ['a cover with a tab', { cover_url: 'https://exemplo.edu.br/a\tb.jpg', cover_alt: 'Capa' }],
    ['a cover address of 2,000 characters', { cover_url: `/${long(1999)}`, cover_alt: 'Capa' }],
    ['a cover address of 2,001 characters', { cover_url: `/${long(2000)}`, cover_alt: 'Capa' }],
    ['a cover text of 301 characters', { cover_url: '/og-image.png', cover_alt: long(301) }],
  ])('news: %s', async (_label, change) => {
    const draft = { ...validNews(), ...change };
    const editor = editorVerdict(validateNews(draft, new Set(['agenda'])));
    expect(await databaseVerdict('blog_posts', newsToRow(draft), NEWS_DATABASE_RULES)).toEqual(editor);
  });

  it.each<[string, Partial<OutputDraft>]>([
    ['a valid record', {}],
    ['a title of 301 characters', { titulo: long(301) }],
    ['a blank title', { titulo: '\u200b' }],
    ['the year 1899', { ano: '1899' }],
    ['next year', { ano: String(nextYear) }],
    ['the year after next', { ano: String(nextYear + 1) }],
    ['no author', { autores: '' }],
    ['51 authors', { autores: Array.from({ length: 51 }, (_, n) => `Autor ${n}`).join('\n') }],
    ['an author of 201 characters', { autores: long(201) }],
    ['51 keywords', { palavras_chave: Array.from({ length: 51 }, (_, n) => `termo ${n}`).join('\n') }],
    ['an abstract of 2,001 characters', { resumo: long(2001) }],
  ])('scientific output: %s', async (_label, change) => {
    const draft = { ...validOutput(), ...change };
    const editor = editorVerdict(validateOutput(draft, now));
    expect(await databaseVerdict('producao_cientifica', outputToRow(draft), OUTPUT_DATABASE_RULES)).toEqual(editor);
  });

  it.each<[string, Partial<AlumniDraft>]>([
    ['a valid alumnus', {}],
    ['a name of 201 characters', { nome: long(201) }],
    ['a blank name', { nome: '\u2028' }],
    ['a work title of 301 characters', { titulo_trabalho: long(301) }],
    ['1972, before the programme began', { ano_conclusao: '1972' }],
    ['1973', { ano_conclusao: '1973' }],
    ['the year after next', { ano_conclusao: String(nextYear + 1) }],
    ['an adviser of 201 characters', { orientador: long(201) }],
    ['an area of 201 characters', { area_atuacao: long(201) }],
  ])('alumni: %s', async (_label, change) => {
    const draft = { ...validAlumnus(), ...change };
    const editor = editorVerdict(validateAlumnus(draft, now));
    expect(await databaseVerdict('egressos', alumnusToRow(draft), ALUMNI_DATABASE_RULES)).toEqual(editor);
  });

  it('every character the editor counts as blank makes a blank title for the database too', async () => {
    const accepted: string[] = [];
    for (const character of BLANK_CHARACTERS) {
      // Sent as typed, not trimmed: a request made by hand.
      const row = { ...newsToRow(validNews()), title: `${character}${character}` };
      const verdict = await databaseVerdict('blog_posts', row, NEWS_DATABASE_RULES);
      if (verdict === 'accepted') accepted.push(`U+${character.codePointAt(0)!.toString(16).padStart(4, '0')}`);
    }
    expect(accepted).toEqual([]);
    // The same for a cover's text.
    for (const character of BLANK_CHARACTERS) {
      const row = { ...newsToRow(validNews()), cover_url: '/og-image.png', cover_alt: character };
      expect(await databaseVerdict('blog_posts', row, NEWS_DATABASE_RULES)).toEqual(['cover_alt', { key: 'coverAlt' }]);
    }
    // A visible character among them is text.
    const row = { ...newsToRow(validNews()), title: '\u200bA\u00a0' };
    expect(await databaseVerdict('blog_posts', row, NEWS_DATABASE_RULES)).toBe('accepted');
  });

  it.each([['infinity'], ['-infinity'], ['0044-03-15 BC'], ['1899-12-31T23:00:00Z'], ['2101-01-01T00:00:00Z']])(
    'a post dated %s is refused',
    async (date) => {
      const { error } = await admin.from('blog_posts').insert({ ...newsToRow(validNews()), created_at: date });
      expect(error?.code).toMatch(/^22|^23514$/);
    },
  );

  it.each<[string, unknown]>([
    ['a nested list', [['Souza, A.'], ['Lima, B.']]],
    ['an empty item', ['Souza, A.', '']],
    ['a blank item', ['\u00a0']],
    ['a missing item', ['Souza, A.', null]],
  ])('authors as %s are refused', async (_label, autores) => {
    const { error } = await admin
      .from('producao_cientifica')
      .insert({ ...outputToRow(validOutput()), autores } as never);
    expect(refusedRule(error?.message ?? '')).toBe('producao_cientifica_autores_list');
  });
});

describe(`rows written before the rules, on ${DATABASE_LABEL}`, () => {
  let db: Db;
  beforeAll(async () => {
    const databaseUrl = await freshDatabaseUrl('old_rows');
    db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: 'memory' });
    await prepareDatabase(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('the database holds every rule the editors explain, by the same name', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select conname as name from pg_constraint
        where conrelid in ('public.blog_posts'::regclass, 'public.egressos'::regclass, 'public.producao_cientifica'::regclass)
          and contype = 'c'
       union select 'blog_posts_slug_reserved'
        where exists (select 1 from pg_trigger where tgname = 'blog_posts_slug_not_reserved')`,
    );
    const names = new Set(rows.map((row) => row.name));
    const explained = [
      ...Object.keys(NEWS_DATABASE_RULES),
      ...Object.keys(OUTPUT_DATABASE_RULES),
      ...Object.keys(ALUMNI_DATABASE_RULES),
    ];
    expect(explained.filter((name) => !names.has(name))).toEqual([]);
    // Rules no editor field can break (a date the editor never sends, a list's shape) are the
    // only ones left unexplained; they show the general message.
    expect([...names].filter((name) => !explained.includes(name)).sort()).toEqual([
      'blog_posts_created_at_range',
      'egressos_created_at_range',
      'producao_cientifica_created_at_range',
      'producao_cientifica_palavras_chave_list',
    ]);
  });

  it('stay, and an admin fixes one: its impossible date becomes the date of the fix', async () => {
    // A row from before the rules: the constraint it breaks is taken off while it is written.
    await db.exec(`alter table public.blog_posts drop constraint blog_posts_created_at_range;
      alter table public.blog_posts drop constraint blog_posts_title_length;
      insert into public.blog_posts (title, slug, author, content, status, created_at)
        values (repeat('x', 300), 'antiga', 'A', 'C', 'published', 'infinity');
      alter table public.blog_posts add constraint blog_posts_created_at_range
        check (created_at >= '1900-01-01T00:00:00Z' and created_at < '2101-01-01T00:00:00Z') not valid;
      alter table public.blog_posts add constraint blog_posts_title_length check (char_length(title) <= 200) not valid;`);
    const { rows: before } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.blog_posts where slug = 'antiga'`,
    );
    expect(before[0]!.n).toBe(1);
    // Its title is still too long for an edit that keeps it…
    await expect(db.query(`update public.blog_posts set author = 'B' where slug = 'antiga'`)).rejects.toThrow(
      /blog_posts_title_length/,
    );
    // …and the fix the editor asks for goes through, the date with it.
    const { rows } = await db.query<{ created_at: Date }>(
      `update public.blog_posts set title = 'Título' where slug = 'antiga' returning created_at`,
    );
    expect(Math.abs(rows[0]!.created_at.getTime() - Date.now())).toBeLessThan(60_000);
  });
});
