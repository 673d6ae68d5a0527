import type { Database } from '@/lib/supabase/database.types';
import { excerptOf, words, type SearchEntry } from './search-entry';

type Row<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row'];

export function postEntry(post: Row<'blog_posts'>): SearchEntry {
  return {
    title: post.title,
    path: `/noticias/${post.slug}`,
    category: post.category || 'Notícias',
    excerpt: excerptOf(post.excerpt, post.content),
    keywords: [post.category, post.author, ...words(post.title)].filter(Boolean),
  };
}

export function alumnusEntry(alumnus: Row<'egressos'>): SearchEntry {
  const work = [alumnus.nivel, alumnus.titulo_trabalho, String(alumnus.ano_conclusao)];
  return {
    title: alumnus.nome,
    path: '/institucional/egressos',
    category: 'Egressos',
    excerpt: work.join(' · '),
    keywords: [alumnus.orientador ?? '', alumnus.area_atuacao ?? '', alumnus.nivel].filter(Boolean),
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

export function outputEntry(output: Row<'producao_cientifica'>): SearchEntry {
  return {
    title: output.titulo,
    path: OUTPUT_PAGES[output.tipo.toLocaleLowerCase('pt-BR')] ?? '/producao/todas',
    category: `Produção - ${output.tipo}`,
    excerpt: output.resumo ?? '',
    keywords: [...output.autores, ...output.palavras_chave, String(output.ano)],
  };
}
