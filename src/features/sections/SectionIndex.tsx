import type { ReactNode } from 'react';
import { Anchor, Card, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Link } from '@tanstack/react-router';
import type { Section } from '#site/content';
import { Icon } from '@/components/icon/Icon';
import { asRoute } from '@/components/links';
import { PageHero } from '@/components/PageHero';
import classes from './SectionIndex.module.css';
import { PAGE_WIDTH } from '@/components/page-width';
import { unitLanguage } from '@/lib/unit-language';
import { useMark } from '@/lib/use-page-language';

/** A section's landing page: its intro, a card per page of the section, and any link lists. */
export function SectionIndex({ section, children }: { section: Section; children?: ReactNode }) {
  // The section's file in the language it is written in; what a section adds (children) sits
  // outside it, in the page's region, and marks its own.
  const language = unitLanguage(section);
  const lang = useMark(language);
  return (
    <>
      <PageHero title={section.title} subtitle={section.subtitle} language={language} />
      <Container size={PAGE_WIDTH} py="xl">
        <Stack gap="xl">
          <Stack gap="xl" lang={lang}>
            <Text size="lg" maw={760}>
              {section.intro}
            </Text>
            {section.body.map((paragraph) => (
              <Text key={paragraph} maw={760}>
                {paragraph}
              </Text>
            ))}
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {section.cards.map((card) => (
                <Card
                  key={card.title}
                  withBorder
                  radius="lg"
                  padding="lg"
                  className={classes.card}
                  data-linked={Boolean(card.path)}
                >
                  <ThemeIcon size={48} radius="md" variant="light" mb="md">
                    <Icon name={card.icon} />
                  </ThemeIcon>
                  <Title order={2} size="h4" mb="xs">
                    {card.path ? (
                      <Link to={asRoute(card.path)} className={classes.cardLink}>
                        {card.title}
                      </Link>
                    ) : (
                      card.title
                    )}
                  </Title>
                  <Text size="sm" className={classes.description}>
                    {card.description}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            {section.lists.map((list) => (
              <section key={list.title}>
                <Title order={2} size="h3" mb="sm">
                  {list.title}
                </Title>
                <List spacing="xs">
                  {list.items.map((item) => (
                    <List.Item key={item.label}>
                      {item.path ? (
                        <Anchor component={Link} to={asRoute(item.path)}>
                          {item.label}
                        </Anchor>
                      ) : (
                        item.label
                      )}
                    </List.Item>
                  ))}
                </List>
              </section>
            ))}
          </Stack>
          {children}
        </Stack>
      </Container>
    </>
  );
}
