import { describe, expect, it } from 'vitest';
import type { Tables } from '@/lib/supabase/database.types';
import { alumnusEntry, outputEntry, postEntry, type ResultWording } from './database-entries';
import { matchEntries } from './search-entry';

// Rows as PostgREST returns them, holding what the columns allow but the editors refuse (rows
// written before the database kept the editors' rules): each result keeps what it can show.
const wording: ResultWording = {
  categoryName: (category, type) => (category === 'outputOfType' ? `Produção - ${type}` : category),
  locale: 'pt-BR',
};
const post: Tables<'blog_posts'> = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Defesa de tese',
  slug: 'defesa-de-tese',
  excerpt: null,
  content: 'Texto da notícia.',
  category: 'Eventos',
  author: 'Secretaria',
  status: 'published',
  published_on: '2026-11-02',
  cover_url: null,
  cover_alt: null,
  created_at: '2026-11-02T10:00:00+00:00',
  updated_at: '2026-11-02T10:00:00+00:00',
  updated_by: null,
};
const output: Tables<'producao_cientifica'> = {
  id: '00000000-0000-4000-8000-000000000002',
  titulo: 'Estudo de coorte',
  tipo: 'Artigo',
  ano: 2024,
  autores: ['Souza, A.', 'Lima, B.'],
  palavras_chave: ['gestação'],
  resumo: null,
  created_at: '2026-11-02T10:00:00+00:00',
  updated_at: '2026-11-02T10:00:00+00:00',
  updated_by: null,
};
const alumnus: Tables<'egressos'> = {
  id: '00000000-0000-4000-8000-000000000003',
  nome: 'Maria Exemplo',
  nivel: 'Mestrado',
  titulo_trabalho: 'Pré-natal',
  ano_conclusao: 2020,
  orientador: null,
  area_atuacao: null,
  created_at: '2026-11-02T10:00:00+00:00',
  updated_at: '2026-11-02T10:00:00+00:00',
  updated_by: null,
};
const details = (entry: { details?: readonly { label: string; value: string }[] }) =>
  Object.fromEntries((entry.details ?? []).map((detail) => [detail.label, detail.value]));
const cast = <T>(row: unknown) => row as T;

describe('postEntry', () => {
  it('a good row', () => {
    const entry = postEntry(post, wording);
    expect(entry).toMatchObject({ title: 'Defesa de tese', path: '/noticias/defesa-de-tese', category: 'Eventos' });
    expect(details(entry)).toEqual({ date: '2 de novembro de 2026', category: 'Eventos' });
  });

  it.each(['infinity', '-infinity', '0044-03-15 BC', '10000-01-01', null])('a date %j is left out', (published_on) => {
    const entry = postEntry(cast({ ...post, published_on }), wording);
    expect(details(entry)).toEqual({ category: 'Eventos' });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['a title of only a no-break space', { title: '\u00a0' }, { title: '' }],
    ['a title of only a zero-width space', { title: '\u200b' }, { title: '' }],
    ['a title of 900 KB, cut', { title: 'x'.repeat(900 * 1024) }, { title: `${'x'.repeat(500)}…` }],
    ['a blank category', { category: '\u200b' }, { category: 'news' }],
    ['a NULL author', { author: null }, { keywords: ['Eventos', 'defesa', 'tese'] }],
  ])('%s', (_name, row, expected) => {
    expect(postEntry(cast({ ...post, ...row }), wording)).toMatchObject(expected);
  });
});

describe('outputEntry', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a good row', {}, { type: 'Artigo', year: '2024', authors: 'Souza, A.; Lima, B.', keywords: 'gestação' }],
    [
      'NULLs, blanks and nesting in the lists',
      {
        autores: [
          ['Souza, A.', null],
          ['', 'Lima, B.'],
        ],
        palavras_chave: [null, '\u200b'],
      },
      { type: 'Artigo', year: '2024', authors: 'Souza, A.; Lima, B.' },
    ],
    ['NULL lists', { autores: null, palavras_chave: null }, { type: 'Artigo', year: '2024' }],
    [
      'a type the editor does not offer',
      { tipo: 'Pós-doc' },
      { type: 'Pós-doc', year: '2024', authors: 'Souza, A.; Lima, B.', keywords: 'gestação' },
    ],
    ['a year out of range', { ano: 10000 }, { type: 'Artigo', authors: 'Souza, A.; Lima, B.', keywords: 'gestação' }],
  ])('%s', (_name, row, expected) => {
    expect(details(outputEntry(cast({ ...output, ...row }), wording))).toEqual(expected);
  });

  it.each<[unknown, string, string]>([
    ['Artigo', '/producao/artigos#00000000-0000-4000-8000-000000000002', 'Produção - Artigo'],
    ['Pós-doc', '/producao/todas#00000000-0000-4000-8000-000000000002', 'Produção - Pós-doc'],
    ['constructor', '/producao/todas#00000000-0000-4000-8000-000000000002', 'Produção - constructor'],
    ['__proto__', '/producao/todas#00000000-0000-4000-8000-000000000002', 'Produção - __proto__'],
    ['\u200b', '/producao/todas#00000000-0000-4000-8000-000000000002', 'output'],
    [null, '/producao/todas#00000000-0000-4000-8000-000000000002', 'output'],
  ])('type %j links to %s', (tipo, path, category) => {
    expect(outputEntry(cast({ ...output, tipo }), wording)).toMatchObject({ path, category });
  });

  it('an author held in a nested list is found', () => {
    const entry = outputEntry(cast({ ...output, autores: [['Reis, C.', null]] }), wording);
    expect(matchEntries([entry], 'reis')).toEqual([entry]);
  });
});

describe('alumnusEntry', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a good row', {}, { level: 'Mestrado', year: '2020', work: 'Pré-natal' }],
    [
      'a level the editor does not offer',
      { nivel: 'Especialização' },
      { level: 'Especialização', year: '2020', work: 'Pré-natal' },
    ],
    [
      'a blank work and adviser',
      { titulo_trabalho: '\u00a0', orientador: '\u200b' },
      { level: 'Mestrado', year: '2020' },
    ],
  ])('%s', (_name, row, expected) => {
    expect(details(alumnusEntry(cast({ ...alumnus, ...row }), wording))).toEqual(expected);
  });

  it('a blank name is an empty title (the result card shows a stand-in)', () => {
    expect(alumnusEntry(cast({ ...alumnus, nome: '\u200b' }), wording).title).toBe('');
  });
});
