import './strings';
import { Container, Paper, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import { useStrings } from '@/lib/use-strings';
import { faq, faqPage as faqPageContent } from '#site/content';
import { JsonLd } from '@/components/JsonLd';
import { PageBreadcrumbs } from '@/components/PageBreadcrumbs';
import { PageHero } from '@/components/PageHero';
import { SITE_URL } from '@/lib/env';
import { languageInfo, localizedPath } from '@/lib/languages';
import { useContentLanguage } from '@/lib/use-page-language';
import { unitLanguage } from '@/lib/unit-language';
import { faqPage } from '@/lib/structured-data';
import { ContactDetails } from '@/components/ContactDetails';
import { EnglishMinimums } from './EnglishMinimums';
import { FaqAccordion } from './FaqAccordion';
import { PAGE_WIDTH } from '@/components/page-width';

export function FaqPage() {
  const { t } = useStrings();
  const language = useContentLanguage();
  return (
    <>
      <JsonLd
        data={faqPage(SITE_URL, localizedPath('/candidatos/faq', language), faq, languageInfo(language).htmlLang)}
      />
      <PageHero
        language={unitLanguage(faqPageContent)}
        title={faqPageContent.title}
        subtitle={faqPageContent.subtitle}
        breadcrumbs={<PageBreadcrumbs title={faqPageContent.title} language={unitLanguage(faqPageContent)} />}
      />
      <Container size={PAGE_WIDTH} py="xl">
        <Stack gap="xl">
          <FaqAccordion headingOrder={2} />
          <section>
            <Title order={2} mb="md">
              {t('candidates.faq.englishTitle')}
            </Title>
            <EnglishMinimums />
          </section>
          <Paper withBorder radius="lg" p="lg" component="section">
            <Title order={2} mb="md">
              {t('candidates.faq.secretariatTitle')}
            </Title>
            <ContactDetails withPerson />
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
