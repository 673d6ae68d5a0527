import { createFileRoute } from '@tanstack/react-router';
import { SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DatabaseNotice } from '@/components/DatabaseNotice';
import { NewsCard } from '@/features/news/NewsCard';
import { latestNews } from '@/features/news/latest-news';
import { SectionIndex } from '@/features/sections/SectionIndex';
import { getSection } from '@/features/sections/find-section';

export const Route = createFileRoute('/noticias/')({
  component: function Noticias() {
    const { t } = useTranslation();
    return (
      <SectionIndex section={getSection('/noticias')}>
        <section>
          <Title order={2} mb="md">
            {t('pages.news.latest')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {latestNews().map((item) => (
              <NewsCard key={item.slug} item={item} />
            ))}
          </SimpleGrid>
        </section>
        <DatabaseNotice />
      </SectionIndex>
    );
  },
});
