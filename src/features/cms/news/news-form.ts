import { isCalendarDate, programmeDay } from '@/lib/calendar-date';
import type { Tables } from '@/lib/supabase/database.types';
import { SLUG_MAX, SLUG_PATTERN } from '../slug';
import {
  checkChoice,
  checkText,
  collect,
  textLength,
  trimBlank,
  REQUIRED,
  tooLong,
  type DatabaseRules,
  type Problem,
  type Problems,
} from '../validation';

export const NEWS_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'author',
  'published_on',
  'cover_url',
  'cover_alt',
  'status',
] as const;
export type NewsField = (typeof NEWS_FIELDS)[number];
/** The editor's values, as typed. */
export type NewsDraft = Record<NewsField, string>;
export type NewsRow = Tables<'blog_posts'>;

/** As the table's check constraint has them. */
export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** Categories the editor suggests; any other is allowed. */
export const NEWS_CATEGORIES = ['Notícias', 'Eventos', 'Pesquisa', 'Candidatos', 'Alunos', 'Institucional', 'Destaque'];

export const NEWS_LIMITS = {
  title: 200,
  excerpt: 300,
  content: 50_000,
  category: 60,
  author: 120,
  cover_url: 2000,
  cover_alt: 300,
} as const;

/** The publication days a post may have, as the database's rule blog_posts_published_on_range. */
export const PUBLISHED_ON_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;

/**
 * A cover's address: one the pages' Content-Security-Policy lets them show (img-src 'self'
 * https:), that is https://… or a path on this site, /…; never //host or /\host, which a browser
 * reads as another host's address; no spaces, control characters or backslashes. The same
 * pattern as the database's rule blog_posts_cover_url_format.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
export const COVER_URL_PATTERN = /^(https:\/\/[^/\x01-\x20\x7f\\]|\/[^/\x01-\x20\x7f\\])[^\x01-\x20\x7f\\]*$/;

/** A new post: a draft, published today (the programme's day) once its status says so. */
export function emptyNews(now = new Date()): NewsDraft {
  return {
    title: '',
    slug: '',
    excerpt: '',
    content: '',
    category: 'Notícias',
    author: '',
    published_on: programmeDay(now),
    cover_url: '',
    cover_alt: '',
    status: 'draft',
  };
}

export function newsFromRow(row: NewsRow): NewsDraft {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt ?? '',
    content: row.content,
    category: row.category,
    author: row.author,
    published_on: row.published_on,
    cover_url: row.cover_url ?? '',
    cover_alt: row.cover_alt ?? '',
    status: row.status,
  };
}

/**
 * What the table receives: trimmed text, an empty excerpt as null (the public pages then cut the
 * text), no cover as null, and no alt text without a cover.
 */
export function newsToRow(draft: NewsDraft) {
  const excerpt = trimBlank(draft.excerpt);
  const coverUrl = trimBlank(draft.cover_url);
  const coverAlt = coverUrl === '' ? '' : trimBlank(draft.cover_alt);
  return {
    title: trimBlank(draft.title),
    slug: draft.slug.trim(),
    excerpt: excerpt === '' ? null : excerpt,
    content: draft.content.replace(/\s+$/, ''),
    category: trimBlank(draft.category),
    author: trimBlank(draft.author),
    published_on: draft.published_on.trim(),
    cover_url: coverUrl === '' ? null : coverUrl,
    cover_alt: coverAlt === '' ? null : coverAlt,
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
  blog_posts_published_on_range: () => ['published_on', { key: 'date' }],
  blog_posts_cover_url_length: () => ['cover_url', tooLong(NEWS_LIMITS.cover_url)],
  blog_posts_cover_url_format: () => ['cover_url', { key: 'coverAddress' }],
  blog_posts_cover_alt_required: () => ['cover_alt', { key: 'coverAlt' }],
  blog_posts_cover_alt_length: () => ['cover_alt', tooLong(NEWS_LIMITS.cover_alt)],
};

/** A publication day: a real date, written YYYY-MM-DD (as a date field gives it), 1900 to 2100. */
function checkPublishedOn(value: string): Problem | undefined {
  const day = value.trim();
  if (day === '') return { key: 'required' };
  if (!isCalendarDate(day) || day < PUBLISHED_ON_RANGE.min || day > PUBLISHED_ON_RANGE.max) return { key: 'date' };
  return undefined;
}

/** A cover's address, optional: one the pages may show (COVER_URL_PATTERN). */
function checkCoverUrl(value: string): Problem | undefined {
  const address = trimBlank(value);
  if (address === '') return undefined;
  if (textLength(address) > NEWS_LIMITS.cover_url) return tooLong(NEWS_LIMITS.cover_url);
  return COVER_URL_PATTERN.test(address) ? undefined : { key: 'coverAddress' };
}

/** The cover's text for readers who do not see it: required with a cover, unused without one. */
function checkCoverAlt(draft: NewsDraft): Problem | undefined {
  if (trimBlank(draft.cover_url) === '') return undefined;
  if (trimBlank(draft.cover_alt) === '') return { key: 'coverAlt' };
  return checkText(draft.cover_alt, { required: true, max: NEWS_LIMITS.cover_alt });
}

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
    ['published_on', checkPublishedOn(draft.published_on)],
    ['cover_url', checkCoverUrl(draft.cover_url)],
    ['cover_alt', checkCoverAlt(draft)],
    ['status', checkChoice(draft.status, NEWS_STATUSES)],
  ]);
}
