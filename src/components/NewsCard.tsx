import { Badge, Card, Group, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import { Link } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { newsDateLabel } from '@/lib/format-date';
import { useMark } from '@/lib/use-page-language';
import { unitLanguage } from '@/lib/unit-language';
import { COVER_SIZE } from '@/lib/news-cover';
import type { NewsListItem } from '@/lib/news-list';
import classes from './NewsCard.module.css';
import { ContentImage } from '@/components/ContentImage';

/**
 * A news card. A post without a picture gets artwork drawn like the content posts' own (a tinted
 * field, circles and a wave, in the theme's colours) carrying its category, so a grid mixing both
 * kinds stays even and no card is a bare block of colour.
 */
type Props = { item: NewsListItem; headingOrder?: 2 | 3 };

export function NewsCard({ item, headingOrder = 3 }: Props) {
  const { t } = useStrings();
  // A post in the language it is written in (a database post: Portuguese, always), dated and
  // marked so.
  const language = unitLanguage(item);
  const lang = useMark(language);
  // Empty for a database row whose date is no real date: shown without one.
  const date = newsDateLabel(item, language);
  return (
    <Card withBorder radius="lg" padding="lg" component="article" className={classes.card} lang={lang}>
      <Card.Section mb="md">
        {item.image ? (
          <ContentImage image={item.image} alt={item.imageAlt ?? ''} className={classes.image} />
        ) : item.cover ? (
          <img
            src={item.cover.src}
            alt={item.cover.alt}
            {...COVER_SIZE}
            loading="lazy"
            decoding="async"
            className={classes.image}
          />
        ) : (
          <div className={classes.art} data-art={item.art} aria-hidden="true" data-testid="news-card-art">
            {item.category && <span className={classes.label}>{item.category}</span>}
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
