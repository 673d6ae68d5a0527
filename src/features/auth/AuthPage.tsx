import './strings';
import { useEffect } from 'react';
import { Container, Paper, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Tabs.css';
import { useNavigate } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { AnchorLink } from '@/components/links';
import { PageHead } from '@/components/PageHead';
import { prefetchClient, signIn, signUp, type AuthOutcome } from './auth-actions';
import { startAuth, useSignedIn } from './auth-store';
import { AuthForm } from './AuthForm';
import { missingFields, signUpFieldProblems, type FieldProblems } from './sign-up-rules';
import { notify } from '@/lib/notify';
import classes from './AuthPage.module.css';

/** /auth: sign in or create an account; a visitor already signed in goes home. */
export function AuthPage() {
  const { t } = useStrings();
  const navigate = useNavigate();
  const signedIn = useSignedIn();

  // A stored session loads the client at once (a signed-in visitor goes home); otherwise it
  // downloads once the visitor reaches for the form, well before they submit it, and stays off
  // the wire while a visitor just sent here from /cms gets the guard's message.
  useEffect(() => startAuth(), []);
  useEffect(() => {
    if (signedIn) void navigate({ to: '/', replace: true });
  }, [signedIn, navigate]);

  const fail = (outcome: AuthOutcome, failure: string) => {
    notify({ color: 'red', message: outcome === 'unreachable' ? t('auth.messages.unreachable') : failure });
  };

  // Each field's messages beside it; the toasts keep the fixed wording of locales/pt/auth.json.
  const checkLogin = (email: string, password: string): FieldProblems => {
    const missing = missingFields(email, password);
    return {
      email: missing.email.map(() => t('auth.fieldRequired.email')),
      password: missing.password.map(() => t('auth.fieldRequired.password')),
    };
  };
  const checkSignUp = (email: string, password: string): FieldProblems => {
    const problems = signUpFieldProblems(email, password);
    return {
      email: problems.email.map((problem) => t(`auth.messages.${problem}`)),
      password: problems.password.map((problem) => t(`auth.messages.${problem}`)),
    };
  };
  const loginRefused = () => notify({ color: 'red', message: t('auth.required') });
  const signUpRefused = (problems: FieldProblems) =>
    [...problems.email, ...problems.password].forEach((message) => notify({ color: 'red', message }));

  const login = async (email: string, password: string) => {
    const outcome = await signIn(email, password);
    if (outcome !== 'ok') return fail(outcome, t('auth.messages.loginFailure'));
    notify({ color: 'green', message: t('auth.messages.loginSuccess') });
    void navigate({ to: '/' });
  };

  const register = async (email: string, password: string) => {
    const result = await signUp(email, password);
    if (result.outcome !== 'ok') return fail(result.outcome, t('auth.messages.signupFailure'));
    notify({ color: 'green', message: t('auth.messages.signupSuccess') });
    if (result.signedIn) void navigate({ to: '/' });
  };

  return (
    <Container size="xs" py={{ base: 16, sm: 80 }}>
      <PageHead title={t('auth.title')} description={t('auth.description')} />
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        onFocusCapture={prefetchClient}
        onPointerDown={prefetchClient}
      >
        <Title order={1} size="h2" className={classes.title}>
          {t('auth.title')}
        </Title>
        <Text mt="sm" mb={{ base: 'sm', sm: 'lg' }} size="sm">
          {t('auth.intro')}
        </Text>
        <Tabs defaultValue="login">
          <Tabs.List grow mb="lg">
            <Tabs.Tab value="login">{t('auth.tabs.login')}</Tabs.Tab>
            <Tabs.Tab value="signup">{t('auth.tabs.signup')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login">
            <AuthForm mode="login" check={checkLogin} onInvalid={loginRefused} onSubmit={login} />
          </Tabs.Panel>
          <Tabs.Panel value="signup">
            <AuthForm mode="signup" check={checkSignUp} onInvalid={signUpRefused} onSubmit={register} />
            <Text size="sm" mt="md">
              {t('auth.privacy.text')}{' '}
              <AnchorLink to="/privacidade" td="underline">
                {t('auth.privacy.link')}
              </AnchorLink>
            </Text>
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Container>
  );
}
