import './strings';
import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { useParams } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { MarkdownBody } from '@/components/MarkdownBody';
import { NotFound } from '@/components/NotFound';
import { PageBreadcrumbs } from '@/components/PageBreadcrumbs';
import { PageHead } from '@/components/PageHead';
import { useHydrated } from '@/lib/use-hydrated';
import { formatNewsDate } from '@/lib/format-date';
import { DEFAULT_LANGUAGE, languageInfo } from '@/lib/languages';
import { rowText, SHOWN_TEXT_MAX } from '@/lib/row-values';
import { PostLoading } from './PostLoading';
import { usePublishedPost, type PublishedPost } from './published-post';
import { shownPost } from './shown-post';
import { PAGE_WIDTH, READING_WIDTH } from '@/components/page-width';
import { COVER_SIZE } from '@/lib/news-cover';
import classes from './DatabasePost.module.css';

/**
 * A news post written in the database (docs/decisions.md, News). Its page is the prerendered shell of
 * /noticias/$slug; the slug applies once hydrated, so the static markup is the loading state.
 */
export function DatabasePost() {
  const { t } = useStrings();
  const hydrated = useHydrated();
  const { slug } = useParams({ from: '/noticias/$slug' });
  const post = usePublishedPost(slug, hydrated);

  if (!hydrated || post.status === 'loading') return <PostLoading />;
  if (post.status === 'error') {
    return (
      <Container size="sm" py={80}>
        <Stack align="center" ta="center">
          <Title order={1} size="h3">
            {t('news.post.error')}
          </Title>
          <Button variant="light" onClick={post.retry}>
            {t('news.post.retry')}
          </Button>
        </Stack>
      </Container>
    );
  }
  if (!post.post) return <NotFound />;
  return <DatabasePostView post={post.post} />;
}

/** The post itself; whatever its row holds shows (shown-post.ts), and a value that is no value is left out. */
export function DatabasePostView({ post }: { post: PublishedPost }) {
  const { t } = useStrings();
  const shown = shownPost(post);
  const title = shown.title || t('common.untitled');
  // Posts written in /cms are Portuguese, and so is their date: empty for no real date.
  const date = shown.date && formatNewsDate(shown.date, languageInfo(DEFAULT_LANGUAGE).htmlLang);
  return (
    <Container size={PAGE_WIDTH} py="xl">
      <Box component="article" maw={READING_WIDTH}>
        <PageHead title={title} description={rowText(post.description, SHOWN_TEXT_MAX)} publishedTime={shown.date} />
        <PageBreadcrumbs title={title} />
        <Group gap="sm" mb="sm">
          {shown.category && <Badge variant="light">{shown.category}</Badge>}
          {date && (
            <Text component="time" dateTime={shown.date} size="sm">
              {date}
            </Text>
          )}
        </Group>
        <Title order={1}>{title}</Title>
        {shown.author && (
          <Text size="sm" mt="xs">
            {t('news.post.by', { author: shown.author })}
          </Text>
        )}
        {shown.excerpt && (
          <Text size="lg" mt="md">
            {shown.excerpt}
          </Text>
        )}
        {/* Where a content post shows its picture, in the same proportions (cropped to them). */}
        {shown.cover && <img src={shown.cover.src} alt={shown.cover.alt} {...COVER_SIZE} className={classes.cover} />}
        <Box mt="xl">
          <MarkdownBody html={post.html} />
        </Box>
      </Box>
    </Container>
  );
}
