import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ThemeIcon.css';
import type { IconName } from '@/lib/icon-names';
import { Icon } from '@/components/icon/Icon';
import { Link } from '@tanstack/react-router';
import { ButtonLink, asRoute } from '@/components/links';
import classes from './LinkCard.module.css';

/** A stretch of a long-form page; every part is optional. */
export type Block = {
  id?: string;
  title?: string;
  paragraphs?: readonly string[];
  cards?: readonly { title: string; description: string; icon: IconName; path?: string }[];
  items?: readonly { name: string; description: string; detail?: string }[];
  button?: { label: string; path: string };
};

/** One block of a content page: heading, paragraphs, cards, a list of named items, a button. */
export function PageBlock({
  block,
  headingOrder = 2,
  lang,
}: {
  block: Block;
  headingOrder?: 2 | 3;
  /** The block's language where it differs from the text around it (a translated tab, say). */
  lang?: string;
}) {
  // Cards sit one level under the block's heading, or take its level when the block has none,
  // so no level is skipped.
  const cardOrder = block.title ? ((headingOrder + 1) as 3 | 4) : headingOrder;
  return (
    <Stack gap="md" component="section" id={block.id} lang={lang}>
      {block.title && <Title order={headingOrder}>{block.title}</Title>}
      {(block.paragraphs ?? []).map((paragraph) => (
        <Text key={paragraph} size="lg" maw={780}>
          {paragraph}
        </Text>
      ))}
      {block.cards && block.cards.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: block.cards.length === 3 ? 3 : 4 }} spacing="lg">
          {block.cards.map((card) => (
            <Card key={card.title} withBorder radius="lg" padding="lg" className={classes.card}>
              <ThemeIcon size={44} radius="md" variant="light" mb="sm">
                <Icon name={card.icon} />
              </ThemeIcon>
              <Title order={cardOrder} size="h4" mb={4}>
                {/* A card with a path in its content file leads to that page: the whole card is the
                    link, and its title looks like that of a card without one. */}
                {card.path ? (
                  <Link to={asRoute(card.path)} className={classes.cover}>
                    {card.title}
                  </Link>
                ) : (
                  card.title
                )}
              </Title>
              <Text size="sm">{card.description}</Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {block.items && block.items.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: block.items.length > 2 ? 3 : 2 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {block.items.map((item) => (
            <Card key={item.name} withBorder radius="md" padding="md" component="li">
              <Group justify="space-between" align="baseline" gap="xs">
                <Text fw={700}>{item.name}</Text>
                {item.detail && (
                  <Text size="xs" c="dimmed">
                    {item.detail}
                  </Text>
                )}
              </Group>
              <Text size="sm" mt={4}>
                {item.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {block.button && (
        <div>
          <ButtonLink to={asRoute(block.button.path)}>{block.button.label}</ButtonLink>
        </div>
      )}
    </Stack>
  );
}
