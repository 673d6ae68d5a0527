import './strings';
import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MarkdownBody } from '@/components/MarkdownBody';
import { NotFound } from '@/components/NotFound';
import { PageBreadcrumbs } from '@/components/PageBreadcrumbs';
import { PageHead } from '@/components/PageHead';
import { useHydrated } from '@/lib/use-hydrated';
import { formatNewsDate } from '@/lib/format-date';
// Posts written in /cms are Portuguese, like their page's text, and so is their date.
import { DEFAULT_LANGUAGE, languageInfo } from '@/lib/languages';
import { PostLoading } from './PostLoading';
import { usePublishedPost } from './published-post';
import { PAGE_WIDTH, READING_WIDTH } from '@/components/page-width';

/**
 * A news post written in the database (docs/decisions.md, News). Its page is the prerendered shell of
 * /noticias/$slug; the slug applies once hydrated, so the static markup is the loading state.
 */
export function DatabasePost() {
  const { t } = useTranslation();
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
  const item = post.post;
  // Empty for a row whose date is no real date: the post shows without one.
  const date = formatNewsDate(item.created_at, languageInfo(DEFAULT_LANGUAGE).htmlLang);
  return (
    <Container size={PAGE_WIDTH} py="xl">
      <Box component="article" maw={READING_WIDTH}>
        <PageHead
          title={item.title}
          description={item.description}
          publishedTime={date ? item.created_at : undefined}
        />
        <PageBreadcrumbs title={item.title} />
        <Group gap="sm" mb="sm">
          <Badge variant="light">{item.category}</Badge>
          {date && (
            <Text component="time" dateTime={item.created_at} size="sm">
              {date}
            </Text>
          )}
        </Group>
        <Title order={1}>{item.title}</Title>
        <Text size="sm" mt="xs">
          {t('news.post.by', { author: item.author })}
        </Text>
        {item.excerpt && (
          <Text size="lg" mt="md">
            {item.excerpt}
          </Text>
        )}
        <Box mt="xl">
          <MarkdownBody html={item.html} />
        </Box>
      </Box>
    </Container>
  );
}
