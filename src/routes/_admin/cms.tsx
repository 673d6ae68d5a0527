import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '@mantine/core';
import { QueryProvider } from '@/app/QueryProvider';
import { PageHead } from '@/components/PageHead';
import { PageHero } from '@/components/PageHero';
import { PAGE_WIDTH } from '@/components/page-width';
import { CmsModules } from '@/features/cms/CmsModules';
import { parseCmsSearch } from '@/features/cms/cms-search';

export const Route = createFileRoute('/_admin/cms')({
  validateSearch: parseCmsSearch,
  staticData: {
    adminHeading: { title: 'pages.cms.title', intro: 'pages.cms.intro', description: 'pages.cms.description' },
  },
  component: CmsPage,
});

function CmsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('pages.cms.title')} description={t('pages.cms.description')} />
      <PageHero title={t('pages.cms.title')} subtitle={t('pages.cms.intro')} description={t('pages.cms.description')} />
      <Container size={PAGE_WIDTH} py="xl">
        <QueryProvider>
          <CmsModules />
        </QueryProvider>
      </Container>
    </>
  );
}
