import type { Tables } from '@/lib/supabase/database.types';
import { SLUG_MAX, SLUG_PATTERN } from '../slug';
import {
  checkChoice,
  checkText,
  collect,
  trimBlank,
  REQUIRED,
  tooLong,
  type DatabaseRules,
  type Problem,
  type Problems,
} from '../validation';

export const NEWS_FIELDS = ['title', 'slug', 'excerpt', 'content', 'category', 'author', 'status'] as const;
export type NewsField = (typeof NEWS_FIELDS)[number];
/** The editor's values, as typed. */
export type NewsDraft = Record<NewsField, string>;
export type NewsRow = Tables<'blog_posts'>;

/** As the table's check constraint has them. */
export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** Categories the editor suggests; any other is allowed. */
export const NEWS_CATEGORIES = ['Notícias', 'Eventos', 'Pesquisa', 'Candidatos', 'Alunos', 'Institucional', 'Destaque'];

export const NEWS_LIMITS = { title: 200, excerpt: 300, content: 50_000, category: 60, author: 120 } as const;

export function emptyNews(): NewsDraft {
  return { title: '', slug: '', excerpt: '', content: '', category: 'Notícias', author: '', status: 'draft' };
}

export function newsFromRow(row: NewsRow): NewsDraft {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt ?? '',
    content: row.content,
    category: row.category,
    author: row.author,
    status: row.status,
  };
}

/** What the table receives: trimmed text, an empty excerpt as null (the public pages then cut the text). */
export function newsToRow(draft: NewsDraft) {
  const excerpt = trimBlank(draft.excerpt);
  return {
    title: trimBlank(draft.title),
    slug: draft.slug.trim(),
    excerpt: excerpt === '' ? null : excerpt,
    content: draft.content.replace(/\s+$/, ''),
    category: trimBlank(draft.category),
    author: trimBlank(draft.author),
    status: draft.status,
  };
}

/** The database's names for these rules (supabase/migrations), as the field and problem they stand for. */
export const NEWS_DATABASE_RULES: DatabaseRules<NewsField> = {
  blog_posts_title_check: () => ['title', REQUIRED],
  blog_posts_title_required: () => ['title', REQUIRED],
  blog_posts_title_length: () => ['title', tooLong(NEWS_LIMITS.title)],
  blog_posts_slug_check: () => ['slug', { key: 'slugFormat' }],
  blog_posts_slug_length: () => ['slug', tooLong(SLUG_MAX)],
  blog_posts_slug_reserved: () => ['slug', { key: 'slugReserved' }],
  blog_posts_excerpt_length: () => ['excerpt', tooLong(NEWS_LIMITS.excerpt)],
  blog_posts_content_required: () => ['content', REQUIRED],
  blog_posts_content_length: () => ['content', tooLong(NEWS_LIMITS.content)],
  blog_posts_category_check: () => ['category', REQUIRED],
  blog_posts_category_required: () => ['category', REQUIRED],
  blog_posts_category_length: () => ['category', tooLong(NEWS_LIMITS.category)],
  blog_posts_author_check: () => ['author', REQUIRED],
  blog_posts_author_required: () => ['author', REQUIRED],
  blog_posts_author_length: () => ['author', tooLong(NEWS_LIMITS.author)],
  blog_posts_status_check: () => ['status', { key: 'choice' }],
};

function checkSlug(value: string, reserved: ReadonlySet<string>): Problem | undefined {
  const slug = value.trim();
  if (slug === '') return { key: 'required' };
  if (slug.length > SLUG_MAX) return { key: 'tooLong', max: SLUG_MAX };
  if (!SLUG_PATTERN.test(slug)) return { key: 'slugFormat' };
  if (reserved.has(slug)) return { key: 'slugReserved' };
  return undefined;
}

/**
 * Every problem of a draft, by field. `reserved` are the addresses other pages of the site hold
 * under /noticias/ (content news, placeholder pages): a post there would never be seen.
 */
export function validateNews(draft: NewsDraft, reserved: ReadonlySet<string>): Problems<NewsField> {
  return collect<NewsField>([
    ['title', checkText(draft.title, { required: true, max: NEWS_LIMITS.title })],
    ['slug', checkSlug(draft.slug, reserved)],
    ['excerpt', checkText(draft.excerpt, { required: false, max: NEWS_LIMITS.excerpt })],
    ['content', checkText(draft.content, { required: true, max: NEWS_LIMITS.content })],
    ['category', checkText(draft.category, { required: true, max: NEWS_LIMITS.category })],
    ['author', checkText(draft.author, { required: true, max: NEWS_LIMITS.author })],
    ['status', checkChoice(draft.status, NEWS_STATUSES)],
  ]);
}
