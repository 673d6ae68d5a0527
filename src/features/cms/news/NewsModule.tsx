import { Badge, Button, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { useStrings } from '@/lib/use-strings';
import { ButtonLink } from '@/components/links';
import { programmeDay } from '@/lib/calendar-date';
import { formatNewsDate } from '@/lib/format-date';
import { DEFAULT_LANGUAGE, languageInfo } from '@/lib/languages';
import { notify } from '@/lib/notify';
import { useRecordWrite, type ListSpec } from '../cms-data';
import { failureMessage } from '../problem-message';
import type { EditorSpec } from '../RecordEditor';
import { RecordModule } from '../RecordModule';
import { shownName, shownText } from '../shown-name';
import { slugify } from '../slug';
import { classifyWriteError } from '../write-error';
import {
  emptyNews,
  NEWS_CATEGORIES,
  NEWS_LIMITS,
  NEWS_STATUSES,
  newsFromRow,
  newsToRow,
  validateNews,
  type NewsField,
  type NewsRow,
  NEWS_DATABASE_RULES,
} from './news-form';
import { RESERVED_NEWS_SLUGS } from './reserved-slugs';
import classes from '../CmsModules.module.css';

/** The list's read: its columns, filters and order (the admin area's tests read it the same way). */
export const NEWS_LIST: ListSpec<'blog_posts'> = {
  table: 'blog_posts',
  columns: 'id, title, slug, status, published_on, created_at',
  termColumn: 'title',
  filterColumn: 'status',
  order: [
    { column: 'published_on', ascending: false },
    { column: 'created_at', ascending: false },
    { column: 'id', ascending: true },
  ],
};

/** Notícias: every post, draft or published, newest first; create, edit, publish, delete. */
export function NewsModule() {
  const { t } = useStrings();
  const statusLabel = (status: string) =>
    NEWS_STATUSES.includes(status as never) ? t(`cms.news.statuses.${status as 'draft'}`) : status;

  const editor: EditorSpec<'blog_posts', NewsField> = {
    table: 'blog_posts',
    fields: [
      { name: 'title', kind: 'text', label: t('cms.news.fields.title'), required: true, maxLength: NEWS_LIMITS.title },
      {
        name: 'slug',
        kind: 'text',
        label: t('cms.news.fields.slug'),
        hint: (slug) => t('cms.news.hints.slug', { slug: slug.trim() || '…' }),
        required: true,
      },
      {
        name: 'excerpt',
        kind: 'textarea',
        label: t('cms.news.fields.excerpt'),
        hint: t('cms.news.hints.excerpt'),
        required: false,
      },
      {
        name: 'content',
        kind: 'markdown',
        label: t('cms.news.fields.content'),
        hint: t('cms.news.hints.content'),
        required: true,
      },
      {
        name: 'category',
        kind: 'text',
        label: t('cms.news.fields.category'),
        hint: t('cms.news.hints.category'),
        required: true,
        maxLength: NEWS_LIMITS.category,
        suggestions: NEWS_CATEGORIES,
      },
      {
        name: 'author',
        kind: 'text',
        label: t('cms.news.fields.author'),
        required: true,
        maxLength: NEWS_LIMITS.author,
      },
      {
        name: 'published_on',
        kind: 'date',
        label: t('cms.news.fields.published_on'),
        hint: t('cms.news.hints.published_on'),
        required: true,
      },
      {
        name: 'cover_url',
        kind: 'text',
        label: t('cms.news.fields.cover_url'),
        hint: t('cms.news.hints.cover_url'),
        required: false,
        maxLength: NEWS_LIMITS.cover_url,
      },
      {
        name: 'cover_alt',
        kind: 'text',
        label: t('cms.news.fields.cover_alt'),
        hint: t('cms.news.hints.cover_alt'),
        required: false,
        maxLength: NEWS_LIMITS.cover_alt,
      },
      {
        name: 'status',
        kind: 'select',
        label: t('cms.news.fields.status'),
        required: true,
        options: NEWS_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
      },
    ],
    empty: emptyNews,
    fromRow: newsFromRow,
    toRow: newsToRow,
    validate: (draft) => validateNews(draft, RESERVED_NEWS_SLUGS),
    nameOf: (draft) => draft.title.trim(),
    databaseRules: NEWS_DATABASE_RULES,
    // A new post's address follows its title until the address itself is edited.
    derive: (draft, changed, touched, isNew) =>
      changed === 'title' && isNew && !touched.has('slug') ? { ...draft, slug: slugify(draft.title) } : draft,
    duplicate: { field: 'slug', problem: { key: 'slugTaken' } },
  };

  return (
    <RecordModule
      list={NEWS_LIST}
      editor={editor}
      newTitle={t('cms.news.newTitle')}
      editTitle={t('cms.news.editTitle')}
      createLabel={t('cms.news.create')}
      termLabel={t('cms.news.filter')}
      filterLabel={t('cms.news.statusFilter')}
      filterOptions={NEWS_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
      nameOf={(row) => row.title}
      columns={[
        {
          header: t('cms.news.columns.title'),
          cell: (row) => (
            <>
              {shownName(row.title, t('common.untitled'))}
              <Text size="xs" fw={400}>
                {`/noticias/${shownText(row.slug)}`}
              </Text>
            </>
          ),
        },
        {
          header: t('cms.news.columns.status'),
          cell: (row) => (
            <Badge
              variant="light"
              color={row.status === 'published' ? 'green' : 'gray'}
              tt="none"
              className={row.status === 'published' ? classes.active : classes.neutral}
            >
              {statusLabel(row.status)}
            </Badge>
          ),
        },
        {
          header: t('cms.news.columns.date'),
          // Empty for a date that is no real date (a row written before the database's rules).
          cell: (row) => {
            const date = formatNewsDate(row.published_on, languageInfo(DEFAULT_LANGUAGE).htmlLang);
            return date && isScheduled(row) ? t('cms.news.scheduled', { date }) : date;
          },
        },
      ]}
      rowActions={(row) => <PublishActions row={row} />}
    />
  );
}

/** A published post whose day has not come: visitors do not see it yet. */
const isScheduled = (row: Pick<NewsRow, 'status' | 'published_on'>) =>
  row.status === 'published' && typeof row.published_on === 'string' && row.published_on > programmeDay();

/** Publish or unpublish from the list; a post visitors see also links to its page. */
function PublishActions({ row }: { row: Pick<NewsRow, 'id' | 'title' | 'slug' | 'status' | 'published_on'> }) {
  const { t } = useStrings();
  const write = useRecordWrite('blog_posts');
  const published = row.status === 'published';
  const name = shownName(row.title, t('common.untitled'));
  const toggle = () =>
    write.mutate(
      { kind: 'update', id: row.id, values: { status: published ? 'draft' : 'published' } },
      {
        onSuccess: () =>
          notify({
            color: 'green',
            message: t(published ? 'cms.news.unpublished' : 'cms.news.published', { name }),
          }),
        onError: (error) => notify({ color: 'red', message: failureMessage(t, classifyWriteError(error)) }),
      },
    );
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        loading={write.isPending}
        aria-label={t(published ? 'cms.news.unpublishNamed' : 'cms.news.publishNamed', { name })}
        onClick={toggle}
      >
        {t(published ? 'cms.news.unpublish' : 'cms.news.publish')}
      </Button>
      {published && !isScheduled(row) && (
        <ButtonLink size="compact-sm" variant="subtle" to="/noticias/$slug" params={{ slug: row.slug }}>
          {t('cms.form.viewPublic')}
        </ButtonLink>
      )}
    </>
  );
}
