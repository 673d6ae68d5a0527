import './strings';
import { Center, Container, Loader, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Center.css';
import { useStrings } from '@/lib/use-strings';
import { PAGE_WIDTH } from '@/components/page-width';

/** A database post's page while its code and its row arrive (also the shell's static markup). */
export function PostLoading() {
  const { t } = useStrings();
  return (
    <Container size={PAGE_WIDTH} py={96}>
      <meta name="robots" content="noindex" />
      <Center>
        <Stack align="center">
          <Loader aria-hidden />
          <Title order={1} size="h3">
            {t('news.post.loading')}
          </Title>
        </Stack>
      </Center>
    </Container>
  );
}
