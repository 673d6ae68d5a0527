import './strings';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useStrings } from '@/lib/use-strings';
import { useHydrated } from '@/lib/use-hydrated';
import { latestNews } from '@/lib/latest-news';
import { mergeNews } from '@/lib/news-list';
import { NewsCard } from '@/components/NewsCard';
import { publishedPostsQuery } from './post-query';

const contentNews = latestNews();

/**
 * /noticias: the content news, prerendered, joined after load by the published database posts,
 * newest first (docs/decisions.md, News). While the posts load, or if they cannot, a short line says so.
 */
export function NewsList() {
  const { t } = useStrings();
  const hydrated = useHydrated();
  const posts = useQuery({ ...publishedPostsQuery, enabled: hydrated });
  const items = mergeNews(contentNews, posts.data ?? []);

  return (
    <section>
      <Title order={2} mb="md">
        {t('pages.news.latest')}
      </Title>
      <Stack gap="md">
        {hydrated && posts.isPending && (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('news.list.loading')}</Text>
          </Group>
        )}
        {posts.isError && (
          <Alert color="orange" variant="light" role="alert" title={t('news.list.error')}>
            <Button variant="light" size="xs" onClick={() => void posts.refetch()}>
              {t('news.post.retry')}
            </Button>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {items.map((item) => (
            <NewsCard key={item.slug} item={item} />
          ))}
        </SimpleGrid>
      </Stack>
    </section>
  );
}
