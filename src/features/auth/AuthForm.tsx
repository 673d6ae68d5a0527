import './strings';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useStrings } from '@/lib/use-strings';
import type { AuthField, FieldProblems } from './sign-up-rules';
import classes from './AuthForm.module.css';

type Props = {
  mode: 'login' | 'signup';
  /** The messages each field shows for these values, none when valid. */
  check: (email: string, password: string) => FieldProblems;
  /** Called on a submit the check refuses (the page shows its toasts). */
  onInvalid: (problems: FieldProblems) => void;
  /** Resolves when the attempt is over; the form stays filled so nothing typed is lost. */
  onSubmit: (email: string, password: string) => Promise<void>;
};

const NO_PROBLEMS: FieldProblems = { email: [], password: [] };

/**
 * E-mail and password. After a refused submit each field shows its messages (linked by
 * aria-describedby, with aria-invalid) and keeps them, re-checked as the visitor types, until
 * the value is valid.
 */
export function AuthForm({ mode, check, onInvalid, onSubmit }: Props) {
  const { t } = useStrings();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [working, setWorking] = useState(false);
  const [checked, setChecked] = useState(false);
  const fields = useRef<Record<AuthField, HTMLInputElement | null>>({ email: null, password: null });
  const problems = checked ? check(email, password) : NO_PROBLEMS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    setChecked(true);
    const found = check(email, password);
    const invalid = (['email', 'password'] as const).find((field) => found[field].length > 0);
    if (invalid) {
      fields.current[invalid]?.focus();
      onInvalid(found);
      return;
    }
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
          ref={(element) => {
            fields.current.email = element;
          }}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={messages(problems.email)}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          ref={(element) => {
            fields.current.password = element;
          }}
          label={t('auth.password')}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
          description={mode === 'signup' ? t('auth.signup.hint') : undefined}
          error={messages(problems.password)}
          // Mantine marks only the wrapper of a password field invalid.
          aria-invalid={problems.password.length > 0 || undefined}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visibilityToggleFocusable
          // Named by its text rather than aria-label, so the field's label "Senha" names one element.
          visibilityToggleButtonProps={{ 'aria-label': undefined }}
          visibilityToggleIcon={({ reveal }) => (
            <>
              {reveal ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
              <span className="visually-hidden">{t('auth.showPassword')}</span>
            </>
          )}
        />
        <Button type="submit" loading={false} disabled={working} fullWidth>
          {working ? t(`auth.${mode}.working`) : t(`auth.${mode}.submit`)}
        </Button>
      </Stack>
    </form>
  );
}

/** A field's messages, one per line; undefined (no error) when there are none. */
function messages(list: string[]): ReactNode {
  if (list.length === 0) return undefined;
  return list.map((message) => (
    <span key={message} className={classes.message}>
      {message}
    </span>
  ));
}
