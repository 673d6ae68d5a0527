import { formatNewsDate } from '@/lib/format-date';
import type { Database } from '@/lib/supabase/database.types';
import { excerptOf } from '@/lib/excerpt';
import { rowTexts } from '@/lib/row-values';
import { words, type CategoryName, type ResultDetail, type SearchEntry } from './search-entry';

/** How a result names things in the page's language: its categories, and its dates' locale (BCP 47). */
export type ResultWording = { categoryName: CategoryName; locale: string };

/** Details with a value; an empty field is left out rather than shown blank. */
const present = (details: ResultDetail[]) => details.filter((detail) => detail.value.trim() !== '');

type Row<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row'];
/** The columns a result is made of: audit columns (who changed a row, when) never show. */
type Shown<T extends keyof Database['public']['Tables']> = Omit<Row<T>, 'updated_at' | 'updated_by'>;

// A row's own text (title, category, names) stays as written: Portuguese, like the database.
export function postEntry(post: Shown<'blog_posts'>, { categoryName, locale }: ResultWording): SearchEntry {
  return {
    title: post.title,
    path: `/noticias/${post.slug}`,
    category: post.category || categoryName('news'),
    excerpt: excerptOf(post.excerpt, post.content),
    keywords: [post.category, post.author, ...words(post.title)].filter(Boolean),
    details: present([
      { label: 'date', value: post.created_at ? formatNewsDate(post.created_at, locale) : '' },
      { label: 'category', value: post.category },
    ]),
  };
}

export function alumnusEntry(alumnus: Shown<'egressos'>, { categoryName }: ResultWording): SearchEntry {
  return {
    title: alumnus.nome,
    path: '/institucional/egressos',
    category: categoryName('alumni'),
    excerpt: alumnus.area_atuacao ?? '',
    keywords: [alumnus.orientador ?? '', alumnus.nivel, alumnus.titulo_trabalho, String(alumnus.ano_conclusao)].filter(
      Boolean,
    ),
    details: present([
      { label: 'level', value: alumnus.nivel },
      { label: 'year', value: String(alumnus.ano_conclusao) },
      { label: 'work', value: alumnus.titulo_trabalho },
      { label: 'adviser', value: alumnus.orientador ?? '' },
    ]),
  };
}

const OUTPUT_PAGES: Record<string, string> = {
  artigo: '/producao/artigos',
  livro: '/producao/livros',
  'capítulo de livro': '/producao/livros',
  tese: '/producao/teses',
  dissertação: '/producao/teses',
  patente: '/producao/patentes',
};

export function outputEntry(output: Shown<'producao_cientifica'>, { categoryName }: ResultWording): SearchEntry {
  // Lists as a row may hold them (nested, with NULLs), as flat lists of texts.
  const [authors, keywords] = [rowTexts(output.autores), rowTexts(output.palavras_chave)];
  return {
    title: output.titulo,
    path: OUTPUT_PAGES[output.tipo.toLowerCase()] ?? '/producao/todas',
    category: categoryName('outputOfType', output.tipo),
    excerpt: output.resumo ?? '',
    keywords: [...authors, ...keywords, String(output.ano)],
    details: present([
      { label: 'type', value: output.tipo },
      { label: 'year', value: String(output.ano) },
      { label: 'authors', value: authors.join('; ') },
      { label: 'keywords', value: keywords.join(', ') },
    ]),
  };
}
