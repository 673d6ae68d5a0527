import { Alert, Button, Container, Stack } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { useContentHydrated } from '@/lib/page-hydration';
import { useAreaLanguage, useMark } from '@/lib/use-page-language';

/** Shown when a route fails to render or load: a message and a retry, never a blank page. */
export function RouteError({ reset }: ErrorComponentProps) {
  // It fills the page's content when a page fails or does not exist.
  useContentHydrated();
  const { t } = useStrings();
  const router = useRouter();
  // The message is the shell's words, marked with their language on a page in another.
  const lang = useMark(useAreaLanguage('common'));
  return (
    <Container size="sm" py={60} lang={lang}>
      <Alert color="red" title={t('common.error.title')} role="alert">
        <Stack gap="sm" align="flex-start">
          {t('common.error.text')}
          <Button
            variant="light"
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            {t('common.error.retry')}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
