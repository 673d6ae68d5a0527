import { createFileRoute } from '@tanstack/react-router';
import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@/components/PageHead';

export const Route = createFileRoute('/')({ component: HomePage });

function HomePage() {
  const { t } = useTranslation();
  return (
    <Container py="xl">
      <PageHead description={t('common.siteName')} />
      <Title order={1}>{t('common.siteName')}</Title>
    </Container>
  );
}
