import { formatNewsDate } from '@/lib/format-date';
import type { Database } from '@/lib/supabase/database.types';
import { alumnusEntryPath, outputEntryPath } from '@/lib/output-kinds';
import { rowText, rowTexts, rowYear, SHOWN_TEXT_MAX } from '@/lib/row-values';
import { words, type CategoryName, type ResultDetail, type SearchEntry } from './search-entry';

/** How a result names things in the page's language: its categories, and its dates' locale (BCP 47). */
export type ResultWording = { categoryName: CategoryName; locale: string };

/** Details with a value; an empty field is left out rather than shown blank. */
const present = (details: ResultDetail[]) => details.filter((detail) => detail.value.trim() !== '');

type Row<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row'];
/** The columns a result is made of: audit columns (who changed a row, when) never show. */
type Shown<T extends keyof Database['public']['Tables']> = Omit<Row<T>, 'updated_at' | 'updated_by'>;

// A row's own text (title, category, names) stays as written: Portuguese, like the database. Each
// value passes through src/lib/row-values.ts, so a row written before the editors' rules (a date
// that is no real date, a blank or enormous title, NULLs and nesting in a list) gives a result with
// that value missing rather than breaking the search: a blank title is '' and the result card
// shows a stand-in.
const shown = (value: unknown) => rowText(value, SHOWN_TEXT_MAX);

export function postEntry(post: Shown<'blog_posts'>, { categoryName, locale }: ResultWording): SearchEntry {
  const [title, category, author] = [shown(post.title), shown(post.category), shown(post.author)];
  return {
    title,
    path: `/noticias/${post.slug}`,
    category: category || categoryName('news'),
    // Worked out as the search read the posts (withExcerpts, src/lib/excerpt.ts).
    excerpt: shown(post.excerpt),
    keywords: [category, author, ...words(title)].filter(Boolean),
    details: present([
      { label: 'date', value: formatNewsDate(post.published_on, locale) },
      { label: 'category', value: category },
    ]),
  };
}

export function alumnusEntry(alumnus: Shown<'egressos'>, { categoryName }: ResultWording): SearchEntry {
  const [level, work, adviser] = [shown(alumnus.nivel), shown(alumnus.titulo_trabalho), shown(alumnus.orientador)];
  const year = rowYear(alumnus.ano_conclusao);
  return {
    title: shown(alumnus.nome),
    path: alumnusEntryPath(alumnus.id),
    category: categoryName('alumni'),
    excerpt: shown(alumnus.area_atuacao),
    keywords: [adviser, level, work, year].filter(Boolean),
    details: present([
      { label: 'level', value: level },
      { label: 'year', value: year },
      { label: 'work', value: work },
      { label: 'adviser', value: adviser },
    ]),
  };
}

export function outputEntry(output: Shown<'producao_cientifica'>, { categoryName }: ResultWording): SearchEntry {
  // Lists as a row may hold them (nested, with NULLs), as flat lists of texts.
  const [authors, keywords] = [rowTexts(output.autores), rowTexts(output.palavras_chave)];
  const [type, year] = [shown(output.tipo), rowYear(output.ano)];
  return {
    title: shown(output.titulo),
    // Its entry on its kind's list; a type the editor does not offer (written before its rule)
    // lists with every output.
    path: outputEntryPath(type, output.id),
    category: type ? categoryName('outputOfType', type) : categoryName('output'),
    excerpt: rowText(output.resumo),
    keywords: [...authors, ...keywords, year].filter(Boolean),
    details: present([
      { label: 'type', value: type },
      { label: 'year', value: year },
      { label: 'authors', value: authors.join('; ') },
      { label: 'keywords', value: keywords.join(', ') },
    ]),
  };
}
