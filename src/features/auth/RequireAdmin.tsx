import { useEffect, useRef, type ReactNode } from 'react';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Center.css';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { startAuth, useAuthState } from './auth-store';
import { notify } from '@/lib/notify';

/**
 * Shows its children to administrators only (spec §6). Pages are prerendered without a session,
 * so the check runs in the browser: a spinner until the session is known, then a redirect with
 * the spec's message. The client guard is a convenience; row-level security is the boundary.
 */
export function RequireAdmin({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuthState();
  const turnedAway = useRef(false);

  useEffect(() => startAuth({ loadEvenWithoutSession: true }), []);
  useEffect(() => {
    if (turnedAway.current) return; // one message and one redirect, however often state settles
    if (auth.status === 'signedOut') {
      turnedAway.current = true;
      notify({ color: 'red', message: t('pages.auth.messages.needLogin') });
      void navigate({ to: '/auth', replace: true });
    } else if (auth.status === 'signedIn' && !auth.isAdmin) {
      turnedAway.current = true;
      notify({ color: 'red', message: t('pages.auth.messages.needAdmin') });
      void navigate({ to: '/', replace: true });
    }
  }, [auth, navigate, t]);

  if (auth.status === 'signedIn' && auth.isAdmin) return <>{children}</>;
  return (
    <Center py={96}>
      <Stack align="center" gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{intro}</Text>
        <Loader aria-hidden />
        <Text role="status">{t('pages.auth.checking')}</Text>
      </Stack>
    </Center>
  );
}
