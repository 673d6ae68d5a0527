import type { APIRequestContext, Page, Route } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { axeFindings } from './axe';
import { BACKEND, expect, hydrated, pauseClock, signInWithSession, test } from './fixtures';

// Saving in /cms when the backend does not answer, cannot be reached, or refuses: the editor says
// so beside the button, keeps what was typed, and a retry saves the record once. The 10 s pass on
// the page's fake clock. Each test writes an alumni record whose name no other test uses.
const TIMEOUT_MS = 10_000;
const WRITES = `${BACKEND}/rest/v1/egressos**`;
const SERVICE = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

const form = (page: Page) => page.getByRole('main').locator('form');
const field = (page: Page, label: RegExp) => form(page).getByLabel(label);
const saveButton = (page: Page) => form(page).getByRole('button', { name: 'Salvar' });
const retryButton = (page: Page) => form(page).getByRole('button', { name: 'Tentar novamente' });

/** The alumni editor of a new record, filled in. */
async function newAlumnus(page: Page, request: APIRequestContext, name: string, expiresIn?: number) {
  await signInWithSession(page, request, { expiresIn });
  await page.goto('/cms?aba=egressos');
  await hydrated(page);
  await page.getByRole('button', { name: 'Novo egresso' }).click();
  await field(page, /^Nome/).fill(name);
  await field(page, /^Nível/).selectOption('Mestrado');
  await field(page, /^Título do trabalho/).fill('Zetaplex Salvamento e o puerpério');
  await field(page, /^Ano de conclusão/).fill('2024');
}

async function expectTyped(page: Page, name: string) {
  await expect(field(page, /^Nome/)).toHaveValue(name);
  await expect(field(page, /^Nível/)).toHaveValue('Mestrado');
  await expect(field(page, /^Título do trabalho/)).toHaveValue('Zetaplex Salvamento e o puerpério');
  await expect(field(page, /^Ano de conclusão/)).toHaveValue('2024');
}

/** The rows the database holds under this name, read with the service key. */
async function rowsNamed(request: APIRequestContext, name: string): Promise<{ id: string; area_atuacao: string }[]> {
  const response = await request.get(
    `${BACKEND}/rest/v1/egressos?select=id,area_atuacao&nome=eq.${encodeURIComponent(name)}`,
    { headers: SERVICE },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: string; area_atuacao: string }[];
}

async function removeNamed(request: APIRequestContext, name: string) {
  await request.delete(`${BACKEND}/rest/v1/egressos?nome=eq.${encodeURIComponent(name)}`, { headers: SERVICE });
}

/** Runs `handle` on the editor's inserts; `sent` resolves once the first reached it. */
async function onInsert(page: Page, handle: (route: Route) => Promise<void>): Promise<{ sent: Promise<void> }> {
  let seen: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (seen = resolve));
  await page.route(WRITES, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    seen();
    await handle(route);
  });
  return { sent };
}

/** axe at 1280 and 375 px on the page as it is. */
async function expectAccessible(page: Page, state: string) {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeFindings(page), `${state} at ${size.width} px`).toEqual([]);
  }
}

test.describe('a save with no answer', () => {
  // The page aborts the request it gave up on; the retry's insert of an id already written is
  // answered 409 before the editor updates that row instead.
  test.use({ allowedConsole: /ERR_FAILED|ERR_ABORTED|Failed to fetch|aborted|status of 409/i });

  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('says so beside the button after 10 s, keeps the form, and the retry saves it once', async ({
    page,
    request,
  }) => {
    const name = 'Zeta Salvamento Espera';
    await newAlumnus(page, request, name);
    // The request goes out and nothing ever answers.
    const { sent } = await onInsert(page, () => new Promise<void>(() => undefined));
    const posts: string[] = [];
    page.on('request', (sentRequest) => {
      if (sentRequest.method() === 'POST' && sentRequest.url().includes('/rest/v1/')) posts.push(sentRequest.url());
    });
    await saveButton(page).focus();
    await page.keyboard.press('Enter');
    await sent;
    await expect(saveButton(page)).toBeDisabled();
    // Busy, the button keeps the keyboard's focus, and says so to a screen reader.
    await expect(saveButton(page)).toBeFocused();
    await expect(form(page).getByRole('status').filter({ hasText: 'Salvando…' })).toHaveCount(1);
    // A second press meanwhile sends nothing more.
    await page.keyboard.press('Enter');
    await page.clock.runFor(TIMEOUT_MS - 1000);
    expect(posts).toHaveLength(1);
    await expect(saveButton(page)).toBeDisabled();
    await expect(form(page).getByRole('alert')).toHaveCount(0);
    await page.clock.runFor(1000);

    const alert = form(page).getByRole('alert').filter({ hasText: 'Sem resposta do servidor' });
    await expect(alert).toContainText(
      'O servidor não respondeu em 10 segundos: a alteração pode ter sido salva ou não.',
    );
    await expect(alert).toContainText('Tentar de novo não duplica o registro;');
    await expect(saveButton(page)).toBeEnabled();
    await expect(saveButton(page)).toBeFocused();
    await expect(saveButton(page)).toHaveAccessibleDescription(/O servidor não respondeu em 10 segundos/);
    await expectTyped(page, name);
    await expectAccessible(page, 'editor with the timeout message');
    expect(await rowsNamed(request, name)).toHaveLength(0);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await retryButton(page).click();
    await expect(page.getByText(`“${name}” foi criado.`)).toBeVisible();
    expect(await rowsNamed(request, name)).toHaveLength(1);
    await page.getByLabel('Filtrar por nome').fill(name);
    await expect(page.getByRole('rowheader', { name })).toHaveCount(1);
    await removeNamed(request, name);
  });

  test('an insert that was written but whose answer was lost is not written twice by the retry', async ({
    page,
    request,
  }) => {
    const name = 'Zeta Salvamento Perdido';
    await newAlumnus(page, request, name);
    // The database writes the row; its answer never reaches the page.
    await onInsert(page, async (route) => {
      await route.fetch();
      await new Promise<void>(() => undefined);
    });
    const written = expect.poll(async () => (await rowsNamed(request, name)).length).toBe(1);
    await saveButton(page).click();
    await written;
    await page.clock.runFor(TIMEOUT_MS);
    await expect(form(page).getByRole('alert')).toContainText('Sem resposta do servidor');
    await expectTyped(page, name);

    // Corrected after the timeout, then sent again: the same row takes the correction.
    await field(page, /^Área de atuação/).fill('Docência Zetaplex');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await retryButton(page).click();
    await expect(page.getByText(`“${name}” foi criado.`)).toBeVisible();
    const rows = await rowsNamed(request, name);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.area_atuacao).toBe('Docência Zetaplex');
    await removeNamed(request, name);
  });

  test('a save held back by a session refresh that hangs gives up after 10 s too', async ({ page, request }) => {
    const name = 'Zeta Salvamento Sessão';
    // supabase-js refreshes a session about to expire before it sends anything, and retries a
    // refresh that gets no answer for up to 30 s: the save must not wait for all that.
    await newAlumnus(page, request, name, 130);
    await pauseClock(page);
    let refreshing: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (refreshing = resolve));
    await page.route(`${BACKEND}/auth/v1/token?grant_type=refresh_token`, () => refreshing());
    // The next auto-refresh tick finds the session within its margin and starts the refresh,
    // which gets no answer; a quarter of a minute on, every request waits for it.
    await page.clock.runFor(30_000);
    await held;
    await page.clock.runFor(15_000);
    await saveButton(page).click();
    await expect(saveButton(page)).toBeDisabled();
    await page.clock.runFor(TIMEOUT_MS - 1000);
    await expect(saveButton(page)).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(form(page).getByRole('alert')).toContainText('Sem resposta do servidor');
    await expect(saveButton(page)).toBeEnabled();
    await expectTyped(page, name);
    // When the refresh gives up, the save it held back is not sent behind the admin's back.
    await page.clock.runFor(30_000);
    expect(await rowsNamed(request, name)).toHaveLength(0);
    await expect(form(page).getByRole('alert')).toContainText('Sem resposta do servidor');

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // Time runs again, so the toast's transition plays.
    await page.clock.resume();
    await retryButton(page).click();
    await expect(page.getByText(`“${name}” foi criado.`)).toBeVisible();
    expect(await rowsNamed(request, name)).toHaveLength(1);
    await removeNamed(request, name);
  });
});

test.describe('a save the backend cannot take', () => {
  test.use({ allowedConsole: /ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to fetch|status of (400|500)/i });

  test('offline: says the server cannot be reached at once, saves nothing on its own, and the retry saves', async ({
    page,
    request,
    context,
  }) => {
    const name = 'Zeta Salvamento Desconectado';
    await newAlumnus(page, request, name);
    await context.setOffline(true);
    await saveButton(page).click();
    const alert = form(page).getByRole('alert').filter({ hasText: 'Nada foi salvo' });
    await expect(alert).toContainText('Não foi possível conectar ao servidor.');
    await expect(saveButton(page)).toBeEnabled();
    await expectTyped(page, name);

    await context.setOffline(false);
    // Back online, the save the admin was told failed stays unsent until asked for again.
    await expect(alert).toBeVisible();
    expect(await rowsNamed(request, name)).toHaveLength(0);
    await retryButton(page).click();
    await expect(page.getByText(`“${name}” foi criado.`)).toBeVisible();
    expect(await rowsNamed(request, name)).toHaveLength(1);
    await removeNamed(request, name);
  });

  test('offline: a list opened says at once that the server cannot be reached, and its retry loads it back online', async ({
    page,
    request,
    context,
  }) => {
    await signInWithSession(page, request);
    await page.goto('/cms');
    await hydrated(page);
    await expect(page.getByTestId('count-news')).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('tab', { name: 'Notícias' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar a lista.' });
    await expect(alert).toContainText('Não foi possível conectar ao servidor.', { timeout: 15_000 });
    await context.setOffline(false);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByTestId('record-count')).toBeVisible();
  });

  test('a server fault and a refused value each say why, beside the button', async ({ page, request }) => {
    const name = 'Zeta Salvamento Recusado';
    await newAlumnus(page, request, name);
    await onInsert(page, (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await saveButton(page).click();
    const alert = form(page).getByRole('alert').filter({ hasText: 'Nada foi salvo' });
    await expect(alert).toContainText('O servidor falhou (erro 500) e não salvou a alteração.');
    await expect(retryButton(page)).toBeVisible();
    await expectTyped(page, name);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await onInsert(page, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: '22P02', message: 'invalid input syntax for type integer: "x"' }),
      }),
    );
    await saveButton(page).click();
    await expect(alert).toContainText('O servidor recusou um dos valores: invalid input syntax for type integer: "x"');
    // Sending the same value again would be refused again.
    await expect(retryButton(page)).toHaveCount(0);
    await expectTyped(page, name);
    expect(await rowsNamed(request, name)).toHaveLength(0);
  });
});
