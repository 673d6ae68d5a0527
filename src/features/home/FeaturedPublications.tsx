import { Badge, Card, SimpleGrid, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import { useStrings } from '@/lib/use-strings';
import { home, publications } from '#site/content';
import { ContentImage } from '@/components/ContentImage';
import { DEFAULT_LANGUAGE } from '@/lib/languages';
import { unitLanguage } from '@/lib/unit-language';
import { markOf, useAreaLanguage, useRegionLanguage } from '@/lib/use-page-language';

export function FeaturedPublications() {
  const { t } = useStrings();
  // A publication's title, authors and journal are as published (Portuguese), whatever the page's
  // language; only its image's description translates; its line and source lines are the page's
  // strings.
  const region = useRegionLanguage();
  const stringsLang = markOf(useAreaLanguage('pages'), DEFAULT_LANGUAGE);
  return (
    <section aria-labelledby="home-publications">
      <Title order={2} id="home-publications" mb="lg">
        {home.publicationsTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {publications.map((publication) => {
          return (
            <Card
              key={publication.id}
              withBorder
              radius="lg"
              padding="lg"
              component="article"
              lang={markOf(DEFAULT_LANGUAGE, region)}
            >
              <Card.Section>
                <ContentImage
                  image={publication.image}
                  alt={publication.imageAlt}
                  lang={markOf(unitLanguage(publication), DEFAULT_LANGUAGE)}
                  style={{ display: 'block', width: '100%', height: 'auto' }}
                />
              </Card.Section>
              <Badge variant="light" mt="md" title={publication.researchLineTitle} lang={stringsLang}>
                {t('pages.home.publicationLine', { number: publication.researchLine })}
              </Badge>
              <Title order={3} size="h5" mt="xs">
                {publication.title}
              </Title>
              <Text size="sm" mt={6}>
                {publication.authors}
              </Text>
              <Text size="sm" fs="italic" lang={stringsLang}>
                {t('pages.home.publicationSource', { journal: publication.journal, year: publication.year })}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
