import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, pauseClock, test } from './fixtures';

// Errors that stay: every failing sign-up rule gets its own toast, all at once, and the same
// message beside its field (aria-invalid, aria-describedby) until the value is valid.
const EMAIL_RULE = 'Email inválido';
const PASSWORD_RULES = [
  'A senha deve ter no mínimo 8 caracteres',
  'A senha deve conter pelo menos uma letra minúscula',
  'A senha deve conter pelo menos uma letra maiúscula',
  'A senha deve conter pelo menos um número',
  'A senha deve conter pelo menos um caractere especial',
];

const toasts = (page: Page) => page.locator('.mantine-Notifications-root').getByRole('alert');

/** The text of the elements a field's aria-describedby names. */
const description = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );

async function openSignUp(page: Page) {
  await page.goto('/auth');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Cadastro' }).click();
  return page.getByRole('tabpanel', { name: 'Cadastro' });
}

/** A bad e-mail and no password: all six rules fail and six toasts show, on an installed clock the test may pause. */
async function submitWithEveryRuleFailing(page: Page) {
  await page.clock.install();
  const form = await openSignUp(page);
  await form.getByLabel('Email').fill('nao-e-email');
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await expect(toasts(page)).toHaveCount(6);
  return form;
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('six failing rules: six toasts at once, each closable by name', async ({ page }) => {
    await submitWithEveryRuleFailing(page);
    for (const message of [EMAIL_RULE, ...PASSWORD_RULES])
      await expect(toasts(page).filter({ hasText: message })).toBeVisible();
    // Each toast closes by a named button.
    await expect(toasts(page).first().getByRole('button', { name: 'Fechar notificação' })).toBeVisible();
  });

  // On a phone the accessibility bar takes two short lines and the toasts are compact, one line
  // each where the words fit, so the six of them stack below the password field.
  test('six failing rules: the toasts leave the heading and both fields uncovered', async ({ page }) => {
    const form = await submitWithEveryRuleFailing(page);
    // Where the toasts rest once they have slid in (well before they close by themselves).
    await pauseClock(page);
    await page.clock.runFor(1000);
    const covered = [page.getByRole('heading', { level: 1 }), form.getByLabel('Email'), form.getByLabel(/^Senha/)];
    const boxes = await Promise.all(covered.map((element) => element.boundingBox()));
    for (const toast of await toasts(page).all()) {
      const box = (await toast.boundingBox())!;
      for (const [index, other] of boxes.entries()) {
        const overlaps =
          box.x < other!.x + other!.width &&
          other!.x < box.x + box.width &&
          box.y < other!.y + other!.height &&
          other!.y < box.y + box.height;
        expect(overlaps, `toast "${await toast.textContent()}" covers element ${index}`).toBe(false);
      }
    }
  });
});

test('each message stays beside its field until the value is valid', async ({ page }) => {
  const form = await openSignUp(page);
  const email = form.getByLabel('Email');
  const password = form.getByLabel(/^Senha/);
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await email.fill('nao-e-email');
  await password.fill('abc');
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(await description(email)).toContain(EMAIL_RULE);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  const passwordText = await description(password);
  for (const message of PASSWORD_RULES.filter((rule) => !rule.includes('minúscula')))
    expect(passwordText).toContain(message);
  expect(passwordText).not.toContain('uma letra minúscula');
  expect(passwordText).toContain('Mínimo 8 caracteres com maiúsculas');

  // Still there after the toasts have gone.
  await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
  await expect(form.getByText(EMAIL_RULE)).toBeVisible();

  await email.fill('ana@exemplo.edu.br');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(EMAIL_RULE)).toHaveCount(0);
  await password.fill('Abcdefgh1');
  expect(await description(password)).toBe(
    'A senha deve conter pelo menos um caractere especial | Mínimo 8 caracteres com maiúsculas, minúsculas, números e caracteres especiais',
  );
  await password.fill('Abcdefgh1!');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  expect(await description(password)).not.toContain('A senha deve');
});

test('the show-password toggle is reached by Tab and named in Portuguese', async ({ page }) => {
  const form = await openSignUp(page);
  const password = form.getByLabel(/^Senha/);
  await password.fill('Segredo!1');
  await password.focus();
  await page.keyboard.press('Tab');
  const toggle = form.getByRole('button', { name: 'Mostrar senha' });
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
});

test('sign-in marks the empty fields', async ({ page }) => {
  await page.goto('/auth');
  await hydrated(page);
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(toasts(page).filter({ hasText: 'Preencha o email e a senha.' })).toBeVisible();
  const email = form.getByLabel('Email');
  const password = form.getByLabel(/^Senha/);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(await description(email)).toBe('Informe o email.');
  await email.fill('ana@exemplo.edu.br');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  expect(await description(password)).toBe('Informe a senha.');
});
