import { Box, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Link } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { home, programme } from '#site/content';
import heroArt from '#site/content/heroArt.json';
import { ContentImage } from '@/components/ContentImage';
import { Icon } from '@/components/icon/Icon';
import { AnchorLink, ButtonLink, asRoute } from '@/components/links';
import { PageHero } from '@/components/PageHero';
import { ProgrammeJsonLd } from '@/components/ProgrammeJsonLd';
import { NewsCard } from '@/components/NewsCard';
import { HOME_NEWS_CARDS } from '@/lib/home-news';
import { newsAtBuild } from './news-at-build';
import { AdvisersCarousel } from './AdvisersCarousel';
import { AnimatedCounter } from './AnimatedCounter';
import { FeaturedPublications } from './FeaturedPublications';
import classes from './HomePage.module.css';
import linkCard from '@/components/LinkCard.module.css';
import { PAGE_WIDTH } from '@/components/page-width';
import { unitLanguage } from '@/lib/unit-language';
import { InLanguage, markOf, useAreaLanguage, useRegionLanguage } from '@/lib/use-page-language';

export function HomePage() {
  const { t } = useStrings();
  // Each text in the language it is written in: the page's file, the programme's (the shell's),
  // the page's interface strings; each card marks its own.
  const language = unitLanguage(home);
  const region = useRegionLanguage();
  const programmeLang = markOf(unitLanguage(programme), language);
  const stringsLang = markOf(useAreaLanguage('pages'), language);
  return (
    <>
      <ProgrammeJsonLd />
      <PageHero
        isHome
        language={language}
        title={home.hero.title}
        subtitle={home.hero.subtitle}
        description={programme.description}
        // Made at build from the research areas' illustrations (src/content-schema/hero-art.ts).
        art={<ContentImage image={heroArt} alt={home.hero.artAlt} />}
      >
        <Group mt="xl" gap="md" lang={markOf(language, region)}>
          <ButtonLink to={asRoute(home.hero.primary.path)} size="md">
            {home.hero.primary.label}
          </ButtonLink>
          <ButtonLink to={asRoute(home.hero.secondary.path)} size="md" variant="default">
            {home.hero.secondary.label}
          </ButtonLink>
        </Group>
      </PageHero>
      <InLanguage language={language}>
        {(lang) => (
          <Container size={PAGE_WIDTH} py={56} lang={lang}>
            <Stack gap={72}>
              <SimpleGrid
                cols={{ base: 1, xs: 2, md: 4 }}
                spacing="lg"
                component="section"
                aria-label={t('pages.home.highlights')}
              >
                {home.highlights.map((card) => (
                  <Card key={card.title} withBorder radius="lg" padding="lg" className={linkCard.card}>
                    <ThemeIcon size={48} radius="md" variant="light" mb="md">
                      <Icon name={card.icon} />
                    </ThemeIcon>
                    <Title order={2} size="h4" mb={6}>
                      <Link to={asRoute(card.path)} className={linkCard.cover}>
                        {card.title}
                      </Link>
                    </Title>
                    <Text size="sm">{card.description}</Text>
                  </Card>
                ))}
              </SimpleGrid>

              <section aria-labelledby="home-advisers">
                <Title order={2} id="home-advisers">
                  {home.advisersTitle}
                </Title>
                <Text mt="xs" mb="lg">
                  {home.advisersIntro}
                </Text>
                <AdvisersCarousel />
              </section>

              <Box component="section" aria-labelledby="home-grade" className={classes.grade}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
                  <Stack gap={4} align="center" justify="center">
                    <Text className={classes.gradeFigure}>{programme.capesFigure.value}</Text>
                    <Text fw={600} ta="center" lang={stringsLang ?? programmeLang}>
                      {t('pages.home.gradeFigure', { caption: programme.capesFigure.caption })}
                    </Text>
                  </Stack>
                  <Stack gap="sm" justify="center">
                    <Title order={2} id="home-grade">
                      {home.grade.title}
                    </Title>
                    <Text lang={programmeLang}>{programme.grade.text}</Text>
                    <Text>{home.grade.text}</Text>
                  </Stack>
                </SimpleGrid>
              </Box>

              <section aria-labelledby="home-counters">
                <Title order={2} id="home-counters" mb="lg">
                  {home.countersTitle}
                </Title>
                <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" lang={programmeLang}>
                  {programme.counters.map((counter) => (
                    <AnimatedCounter
                      key={counter.label}
                      value={counter.value}
                      label={counter.label}
                      durationMs={programme.counterDurationMs}
                    />
                  ))}
                </SimpleGrid>
              </section>

              <section aria-labelledby="home-news">
                <Group justify="space-between" mb="lg">
                  <Title order={2} id="home-news">
                    {home.newsTitle}
                  </Title>
                  <AnchorLink to="/noticias" fw={600} lang={stringsLang}>
                    {t('pages.news.all')}
                  </AnchorLink>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                  {/* Baked in at build: the home page reads no database after load. */}
                  {newsAtBuild(HOME_NEWS_CARDS).map((item) => (
                    <NewsCard key={item.slug} item={item} />
                  ))}
                </SimpleGrid>
              </section>

              <FeaturedPublications />

              <Card radius="lg" padding="xl" component="section" className={classes.cta}>
                <Title order={2}>{home.callToAction.title}</Title>
                <Text mt="sm" mb="lg" maw={640}>
                  {home.callToAction.text}
                </Text>
                <div>
                  <ButtonLink to={asRoute(home.callToAction.link.path)} size="md" variant="white">
                    {home.callToAction.link.label}
                  </ButtonLink>
                </div>
              </Card>
            </Stack>
          </Container>
        )}
      </InLanguage>
    </>
  );
}
