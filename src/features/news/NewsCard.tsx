import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { NewsItem } from '#site/content';
import { formatNewsDate } from '@/lib/format-date';
import classes from './NewsCard.module.css';

type Props = { item: Pick<NewsItem, 'slug' | 'title' | 'excerpt' | 'date' | 'category' | 'image' | 'imageAlt'>; headingOrder?: 2 | 3 };

export function NewsCard({ item, headingOrder = 3 }: Props) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article" className={classes.card}>
      <Card.Section>
        <img src={item.image.src} width={item.image.width} height={item.image.height} alt={item.imageAlt} loading="lazy" decoding="async" className={classes.image} />
      </Card.Section>
      <Group gap="xs" mt="md" mb="xs">
        <Badge variant="light">{item.category}</Badge>
        <Text component="time" dateTime={item.date} size="xs">
          {formatNewsDate(item.date)}
        </Text>
      </Group>
      <Title order={headingOrder} size="h4">
        <Link to="/noticias/$slug" params={{ slug: item.slug }} className={classes.link}>
          {item.title}
        </Link>
      </Title>
      <Text size="sm" mt="xs">
        {item.excerpt}
      </Text>
    </Card>
  );
}
