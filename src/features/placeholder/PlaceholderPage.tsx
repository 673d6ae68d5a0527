import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ThemeIcon.css';
import { useStrings } from '@/lib/use-strings';
import type { PlaceholderPage as PlaceholderContent } from '#site/content';
import { Icon } from '@/components/icon/Icon';
import { PageBreadcrumbs } from '@/components/PageBreadcrumbs';
import { PageHead } from '@/components/PageHead';
import { unitLanguage } from '@/lib/unit-language';
import { useAreaLanguage, useMark } from '@/lib/use-page-language';

/** Every page whose content is still being written: its title, its icon, and the notice. */
export function PlaceholderPage({ page }: { page: PlaceholderContent }) {
  const { t } = useStrings();
  const notice = t('common.placeholder.text');
  // The notice is the shell's words, the title the page's own entry: each in its language.
  const noticeLang = useMark(useAreaLanguage('common'));
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <PageHead title={page.title} description={notice} />
      <PageBreadcrumbs title={page.title} language={unitLanguage(page)} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light">
            <Icon name={page.icon} size={40} />
          </ThemeIcon>
          <Title order={1}>{page.title}</Title>
          <Text size="lg" data-testid="placeholder-notice" lang={noticeLang}>
            {notice}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
