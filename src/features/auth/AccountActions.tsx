import { useEffect } from 'react';
import { Button, Group } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { signOut } from './auth-actions';
import { startAuth, useAuthState } from './auth-store';
import { notify } from '@/lib/notify';

/** Header actions for a signed-in visitor: the CMS link (admins) and sign-out (docs/decisions.md, Looks and behaviour). */
export function AccountActions() {
  const { t } = useStrings();
  const navigate = useNavigate();
  const auth = useAuthState();
  useEffect(() => startAuth(), []);
  if (auth.status !== 'signedIn') return null;
  return (
    <Group gap={4} wrap="nowrap">
      {auth.isAdmin && (
        <Button component={Link} to="/cms" size="compact-sm" variant="subtle">
          {t('layout.account.cms')}
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="default"
        onClick={async () => {
          await signOut();
          notify({ color: 'green', message: t('layout.account.messages.logoutSuccess') });
          void navigate({ to: '/' });
        }}
      >
        {t('layout.account.signOut')}
      </Button>
    </Group>
  );
}
