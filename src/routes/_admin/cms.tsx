import { createFileRoute } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { Container } from '@mantine/core';
import { QueryProvider } from '@/app/QueryProvider';
import { PageHead } from '@/components/PageHead';
import { PageHero } from '@/components/PageHero';
import { PAGE_WIDTH } from '@/components/page-width';
import { CmsModules } from '@/features/cms/CmsModules';
import type { CmsSearch } from '@/features/cms/cms-search';

export const Route = createFileRoute('/_admin/cms')({
  // The address is parsed by the admin area's own code (useCmsView), so the parser does not join
  // the route tree every public page downloads.
  validateSearch: (search: Record<string, unknown>) => search as CmsSearch,
  staticData: {
    adminHeading: {
      title: 'layout.account.cmsPage.title',
      intro: 'layout.account.cmsPage.intro',
      description: 'layout.account.cmsPage.description',
    },
  },
  component: CmsPage,
});

function CmsPage() {
  const { t } = useStrings();
  return (
    <>
      <PageHead title={t('layout.account.cmsPage.title')} description={t('layout.account.cmsPage.description')} />
      <PageHero
        title={t('layout.account.cmsPage.title')}
        subtitle={t('layout.account.cmsPage.intro')}
        description={t('layout.account.cmsPage.description')}
      />
      <Container size={PAGE_WIDTH} py="xl">
        <QueryProvider>
          <CmsModules />
        </QueryProvider>
      </Container>
    </>
  );
}
