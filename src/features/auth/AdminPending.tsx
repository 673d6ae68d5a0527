import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Center.css';
import { useMatches } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { useStrings } from '@/lib/use-strings';
import { PageHead } from '@/components/PageHead';

/** What an admin page shows while the guard waits for the session (also its prerendered HTML). */
type AdminHeading = { title: ParseKeys; intro: ParseKeys; description: ParseKeys };

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    adminHeading?: AdminHeading;
  }
}

/**
 * The admin area's pending view: the page's heading and a spinner while the session loads. It
 * is all the prerendered HTML of an admin page holds; the page itself renders only once the
 * guard has let the visitor in.
 */
export function AdminPending() {
  const { t } = useStrings();
  const heading = useMatches({ select: (matches) => matches.at(-1)?.staticData.adminHeading });
  return (
    <>
      {heading && <PageHead title={t(heading.title)} description={t(heading.description)} />}
      <Center py={96}>
        <Stack align="center" gap="md">
          {heading && (
            <>
              <Title order={1} size="h2">
                {t(heading.title)}
              </Title>
              <Text>{t(heading.intro)}</Text>
            </>
          )}
          <Loader aria-hidden />
          <Text role="status">{t('layout.account.checking')}</Text>
        </Stack>
      </Center>
    </>
  );
}
