import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/PasswordInput.css';
import { useTranslation } from 'react-i18next';

type Props = {
  mode: 'login' | 'signup';
  /** Resolves when the attempt is over; the form stays filled so nothing typed is lost. */
  onSubmit: (email: string, password: string) => Promise<void>;
};

export function AuthForm({ mode, onSubmit }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [working, setWorking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    setWorking(true);
    try {
      await onSubmit(email, password);
    } finally {
      setWorking(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('pages.auth.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('pages.auth.password')}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
          description={mode === 'signup' ? t('pages.auth.signup.hint') : undefined}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" loading={false} disabled={working} fullWidth>
          {working ? t(`pages.auth.${mode}.working`) : t(`pages.auth.${mode}.submit`)}
        </Button>
      </Stack>
    </form>
  );
}
