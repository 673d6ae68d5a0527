import { Badge, Box, Container, Group, Image, Text, Title, Typography } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Typography.css';
import { programme, type NewsItem } from '#site/content';
import { JsonLd } from '@/components/JsonLd';
import { PageBreadcrumbs } from '@/components/PageBreadcrumbs';
import { PageHead } from '@/components/PageHead';
import { PAGE_WIDTH, READING_WIDTH } from '@/components/page-width';
import { SITE_URL } from '@/lib/env';
import { newsDateLabel } from '@/lib/format-date';
import { languageInfo, localizedPath } from '@/lib/languages';
import { useContentLanguage } from '@/lib/use-page-language';
import { newsArticle } from '@/lib/structured-data';

export function NewsArticle({ item }: { item: NewsItem }) {
  const language = useContentLanguage();
  return (
    <Container size={PAGE_WIDTH} py="xl">
      <Box component="article" maw={READING_WIDTH}>
        <PageHead title={item.title} description={item.excerpt} image={item.image.src} publishedTime={item.date} />
        <PageBreadcrumbs title={item.title} />
        <JsonLd
          data={newsArticle(
            SITE_URL,
            {
              title: item.title,
              excerpt: item.excerpt,
              date: item.date,
              author: item.author,
              path: localizedPath(item.path, language),
              imageSrc: item.image.src,
              inLanguage: languageInfo(language).htmlLang,
            },
            programme.name,
          )}
        />
        <Group gap="sm" mb="sm">
          <Badge variant="light">{item.category}</Badge>
          <Text component="time" dateTime={item.date} size="sm" c="dimmed">
            {newsDateLabel(item, language)}
          </Text>
        </Group>
        <Title order={1}>{item.title}</Title>
        <Text size="lg" mt="md">
          {item.excerpt}
        </Text>
        <Image
          src={item.image.src}
          width={item.image.width}
          height={item.image.height}
          alt={item.imageAlt}
          radius="lg"
          my="xl"
          h="auto"
        />
        {/* The body is HTML that the content build made from the post's own Markdown. */}
        <Typography dangerouslySetInnerHTML={{ __html: item.body }} />
      </Box>
    </Container>
  );
}
