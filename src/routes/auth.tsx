import { createFileRoute } from '@tanstack/react-router';
import { Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@/components/PageHead';

export const Route = createFileRoute('/auth')({ component: AuthPage });

function AuthPage() {
  const { t } = useTranslation();
  return (
    <Container size="xs" py={{ base: 48, sm: 80 }}>
      <PageHead title={t('pages.auth.title')} description={t('pages.auth.description')} />
      <Paper withBorder radius="lg" p="xl">
        <Title order={1} size="h2">
          {t('pages.auth.title')}
        </Title>
        <Text mt="md">{t('pages.auth.intro')}</Text>
      </Paper>
    </Container>
  );
}
