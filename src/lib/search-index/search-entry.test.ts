import { describe, expect, it } from 'vitest';
import search from '../../../locales/pt/search.json';
import { alumnusEntry, outputEntry, postEntry } from './database-entries';
import { withExcerpts } from '@/lib/excerpt';
import { categoryNames, matchEntries, type SearchEntry } from './search-entry';

const entry = (title: string, extra: Partial<SearchEntry> = {}): SearchEntry => ({
  title,
  path: `/${title.toLowerCase().replace(/\W+/g, '-')}`,
  category: 'Geral',
  excerpt: '',
  keywords: [],
  ...extra,
});

const entries = [
  entry('Gestação de alto risco', { excerpt: 'Cuidado pré-natal especializado' }),
  entry('Climatério', { category: 'Pesquisa' }),
  entry('Prof. Dr. Fulano', { keywords: ['endometriose'] }),
  entry('Regex (a+)+', {}),
];
const titles = (list: SearchEntry[]) => list.map((item) => item.title);

describe('matchEntries', () => {
  it.each([
    ['GESTAÇÃO', ['Gestação de alto risco']],
    ['gestacao', ['Gestação de alto risco']],
    ['pré-natal', ['Gestação de alto risco']],
    ['pesquisa', ['Climatério']],
    ['endometri', ['Prof. Dr. Fulano']],
    ['(a+)+', ['Regex (a+)+']],
    ['.*', []],
    ['   ', []],
    ['inexistente', []],
  ])('%j → %j', (term, expected) => {
    expect(titles(matchEntries(entries, term))).toEqual(expected);
  });

  it('lists a page once even when two entries point at it with the same title', () => {
    expect(matchEntries([entries[1]!, entries[1]!], 'clima')).toHaveLength(1);
  });
});

describe('matchEntries folds each entry once', () => {
  it("reads an entry's text on the first search only, not on every keystroke", () => {
    let reads = 0;
    const entry: SearchEntry = {
      title: 'Gestação de alto risco',
      path: '/a',
      category: 'Pesquisa',
      get excerpt() {
        reads += 1;
        return 'Pré-natal';
      },
      keywords: ['útero'],
    };
    for (const term of ['g', 'ge', 'ges', 'gest', 'prenatal', 'utero', 'nada']) matchEntries([entry], term);
    expect(reads).toBe(1);
    expect(matchEntries([entry], 'PRE-NATAL')).toEqual([entry]);
  });
});

// The search page's wording in Portuguese, as a Portuguese page names categories and dates.
const portuguese = { categoryName: categoryNames(search.categories), locale: 'pt-BR' };

describe('database rows as entries', () => {
  it('a post without an excerpt shows 150 characters of content and an ellipsis', async () => {
    const content = 'x'.repeat(200);
    const [row] = await withExcerpts([
      {
        id: '1',
        title: 'Nova pesquisa sobre climatério',
        slug: 'nova-pesquisa',
        excerpt: null,
        content,
        category: 'Pesquisa',
        author: 'Prof. Exemplo',
        status: 'published',
        published_on: '',
        cover_url: null,
        cover_alt: null,
        created_at: '',
      },
    ]);
    const post = postEntry(row!, portuguese);
    expect(post).toMatchObject({
      path: '/noticias/nova-pesquisa',
      category: 'Pesquisa',
      excerpt: `${'x'.repeat(150)}…`,
    });
    expect(post.keywords).toEqual(expect.arrayContaining(['Pesquisa', 'Prof. Exemplo', 'climatério']));
  });

  it.each([
    [
      'a publication: type, year, authors, keywords',
      outputEntry(
        {
          id: '1',
          titulo: 'T',
          tipo: 'Artigo',
          resumo: 'R',
          ano: 2023,
          autores: ['A. Um', 'B. Dois'],
          palavras_chave: ['x', 'y'],
          created_at: '',
        },
        portuguese,
      ),
      [
        ['type', 'Artigo'],
        ['year', '2023'],
        ['authors', 'A. Um; B. Dois'],
        ['keywords', 'x, y'],
      ],
    ],
    [
      'an alumnus: level, year, work, adviser',
      alumnusEntry(
        {
          id: '1',
          nome: 'Ana',
          nivel: 'Mestrado',
          titulo_trabalho: 'Trabalho',
          ano_conclusao: 2019,
          orientador: 'Profa. O',
          area_atuacao: 'Área',
          created_at: '',
        },
        portuguese,
      ),
      [
        ['level', 'Mestrado'],
        ['year', '2019'],
        ['work', 'Trabalho'],
        ['adviser', 'Profa. O'],
      ],
    ],
    [
      'an alumnus without adviser leaves that line out',
      alumnusEntry(
        {
          id: '1',
          nome: 'Ana',
          nivel: 'Doutorado',
          titulo_trabalho: 'W',
          ano_conclusao: 2020,
          orientador: null,
          area_atuacao: null,
          created_at: '',
        },
        portuguese,
      ),
      [
        ['level', 'Doutorado'],
        ['year', '2020'],
        ['work', 'W'],
      ],
    ],
    [
      'a post: date and category',
      postEntry(
        {
          id: '1',
          title: 'P',
          slug: 'p',
          excerpt: 'e',
          content: 'c',
          category: 'Pesquisa',
          author: 'A',
          status: 'published',
          published_on: '2026-11-02',
          cover_url: null,
          cover_alt: null,
          created_at: '2026-11-02T12:00:00Z',
        },
        portuguese,
      ),
      [
        ['date', '2 de novembro de 2026'],
        ['category', 'Pesquisa'],
      ],
    ],
  ])('%s', (_name, entry, details) => {
    expect(entry.details?.map((detail) => [detail.label, detail.value])).toEqual(details);
  });

  it('alumni and output get their search categories and an existing page', () => {
    expect(
      alumnusEntry(
        {
          id: '1',
          nome: 'Ana',
          nivel: 'Mestrado',
          titulo_trabalho: 'T',
          ano_conclusao: 2020,
          orientador: 'O',
          area_atuacao: null,
          created_at: '',
        },
        portuguese,
      ),
    ).toMatchObject({ category: 'Egressos', path: '/institucional/egressos#1' });
    const output = (tipo: string) =>
      outputEntry(
        {
          id: '1',
          titulo: 'T',
          tipo,
          resumo: null,
          ano: 2024,
          autores: ['A'],
          palavras_chave: ['k'],
          created_at: '',
        },
        portuguese,
      );
    expect(output('Artigo')).toMatchObject({ category: 'Produção - Artigo', path: '/producao/artigos#1' });
    expect(output('Dissertação').path).toBe('/producao/teses#1');
    expect(output('Relatório').path).toBe('/producao/todas#1');
  });
});
