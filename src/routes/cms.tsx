import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '@/components/PageHero';
import { useTranslation } from 'react-i18next';

export const Route = createFileRoute('/cms')({ component: CmsPage });

function CmsPage() {
  const { t } = useTranslation();
  return <PageHero title={t('pages.cms.title')} subtitle={t('pages.cms.intro')} description={t('pages.cms.description')} />;
}
