import { Badge, Card, Group, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { newsDateLabel } from '@/lib/format-date';
import { useContentMark } from '@/lib/use-page-language';
import type { NewsItem } from '#site/content';
import classes from './NewsCard.module.css';
import { ContentImage } from '@/components/ContentImage';

/**
 * A card of a news list: a content news item (with its image and its date formatted at build) or
 * a database post.
 */
export type NewsListItem = Pick<NewsItem, 'slug' | 'title' | 'excerpt' | 'date' | 'category'> &
  Partial<Pick<NewsItem, 'image' | 'imageAlt' | 'dateLabel'>>;

/**
 * A news card. Posts written in /cms have no image: theirs is a band of the same proportions
 * showing their category, so a grid mixing both kinds stays even.
 */
type Props = { item: NewsListItem; headingOrder?: 2 | 3 };

export function NewsCard({ item, headingOrder = 3 }: Props) {
  const { t } = useTranslation();
  // A post not translated into the page's language (a database post, always) is shown, dated and
  // marked in Portuguese.
  const { language, lang } = useContentMark(`/noticias/${item.slug}`);
  // Empty for a database row whose date is no real date: shown without one.
  const date = newsDateLabel(item, language);
  return (
    <Card withBorder radius="lg" padding="lg" component="article" className={classes.card} lang={lang}>
      <Card.Section mb="md">
        {item.image ? (
          <ContentImage image={item.image} alt={item.imageAlt ?? ''} className={classes.image} />
        ) : (
          <div className={classes.band} aria-hidden="true" data-testid="news-card-band">
            {item.category}
          </div>
        )}
      </Card.Section>
      <Group gap="xs" mb="xs">
        {/* A database post may have no category or no real date: the card leaves it out. */}
        {item.category && <Badge variant="light">{item.category}</Badge>}
        {date && (
          <Text component="time" dateTime={item.date} size="xs">
            {date}
          </Text>
        )}
      </Group>
      <Title order={headingOrder} size="h4">
        <Link to="/noticias/$slug" params={{ slug: item.slug }} className={classes.link}>
          {item.title || t('common.untitled')}
        </Link>
      </Title>
      <Text size="sm" mt="xs">
        {item.excerpt}
      </Text>
    </Card>
  );
}
