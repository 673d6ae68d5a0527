// The sample rows of supabase/seed.sql tell the same programme as content/: a person they name as
// an adviser or a professor is one of the advisers in content/advisers.yaml, so search never
// shows an adviser the advisers page does not list.
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, prepareDatabase, type Db } from '../local/db.ts';
import { DATABASE_LABEL, freshDatabaseUrl } from './support.ts';

let db: Db;
let advisers: string[];
const rows = async <T>(sql: string) => (await db.query<T>(sql)).rows;
/** "Profa. Dra. Helena Vasconcelos Amaral" → "Helena Vasconcelos Amaral", as author lists cite people. */
const withoutTitle = (name: string) => name.replace(/^(?:Profa?\.\s+)?(?:Dra?\.\s+)?/, '');

beforeAll(async () => {
  advisers = (parse(await readFile('content/advisers.yaml', 'utf8')) as { name: string }[]).map(({ name }) => name);
  const databaseUrl = await freshDatabaseUrl('seed');
  db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: 'memory' });
  await prepareDatabase(db);
});
afterAll(async () => {
  await db?.close();
});

describe(`the seeded rows on ${DATABASE_LABEL} name the advisers of content/advisers.yaml`, () => {
  it('reads the advisers', () => {
    expect(advisers.length).toBeGreaterThan(0);
    expect(withoutTitle('Profa. Dra. Helena Vasconcelos Amaral')).toBe('Helena Vasconcelos Amaral');
    expect(withoutTitle('Prof. Dr. Ricardo Tavares Moreira')).toBe('Ricardo Tavares Moreira');
  });

  it("every alumnus's adviser is one of them", async () => {
    const alumni = await rows<{ nome: string; orientador: string }>('select nome, orientador from public.egressos');
    expect(alumni.length).toBeGreaterThan(0);
    expect(alumni.filter(({ orientador }) => !advisers.includes(orientador))).toEqual([]);
  });

  it('every post signed by a professor is signed by one of them', async () => {
    const posts = await rows<{ slug: string; author: string }>('select slug, author from public.blog_posts');
    const byProfessors = posts.filter(({ author }) => /^Profa?\./.test(author));
    expect(byProfessors.length).toBeGreaterThan(0);
    expect(byProfessors.filter(({ author }) => !advisers.includes(author))).toEqual([]);
  });

  it('every author of a publication is one of them or one of the seeded alumni', async () => {
    const alumni = new Set((await rows<{ nome: string }>('select nome from public.egressos')).map(({ nome }) => nome));
    const people = new Set(advisers.map(withoutTitle));
    const works = await rows<{ titulo: string; autores: string[] }>(
      'select titulo, autores from public.producao_cientifica',
    );
    expect(works.length).toBeGreaterThan(0);
    const strangers = works.flatMap(({ titulo, autores }) =>
      autores.filter((author) => !people.has(author) && !alumni.has(author)).map((author) => `${titulo}: ${author}`),
    );
    expect(strangers).toEqual([]);
    // Each work has at least one adviser among its authors.
    expect(
      works.filter(({ autores }) => !autores.some((author) => people.has(author))).map(({ titulo }) => titulo),
    ).toEqual([]);
  });
});
