import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/settings.ts';
import { copyProject, editContent } from '../project-copy';

// `npm run dev` previews content as it is edited (scripts/serve/content-preview.ts): an edit of
// content/ shows in the open page without a restart; a broken edit shows the build's report (file,
// entry, field) in the page; the next good edit clears it; a translation shows at its language's
// address, edits or not (scripts/build/language-graphs.ts). This starts its own dev server, on
// free ports, in a copy of the project, so the real content/ is never edited. (Plain Playwright
// `test`: the development build logs to the console in ways the built site's checks refuse.)

test.describe.configure({ mode: 'serial' });

let dir = '';
let dev: ChildProcess | undefined;
let site = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = copyProject('live-preview-');
  // A translator's first file: the contact page's title in English.
  mkdirSync(join(dir, 'content', 'en'), { recursive: true });
  editContent(dir, 'en/contact-page.yaml', () =>
    retitle('Contact us')(readFileSync(join(dir, 'content', 'contact-page.yaml'), 'utf8')),
  );
  const [port, backendPort] = [await freePort(), await freePort()];
  site = `http://localhost:${port}`;
  dev = spawn(process.execPath, ['scripts/serve/dev.mjs'], {
    cwd: dir,
    // Its own process group, so the dev server, Vite and the local backend stop together.
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), PORT_SUPABASE: String(backendPort), LOCAL_DATA_DIR: 'memory' },
  });
  await expect
    .poll(
      () =>
        fetch(`${site}/contato`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 150_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });
const overlay = (page: import('@playwright/test').Page) => page.locator('vite-error-overlay');
const retitle = (title: string) => (text: string) => text.replace(/^title: .*$/m, `title: ${title}`);

test('a content edit shows at once; a broken one shows its report; the next good edit recovers', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${site}/contato`);
  await expect(heading(page)).toHaveText('Contato', { timeout: 60_000 });

  editContent(dir, 'contact-page.yaml', retitle('Fale com a secretaria'));
  await expect(heading(page)).toHaveText('Fale com a secretaria', { timeout: 30_000 });

  // The title misspelt: the page shows the report of `npm run content`.
  editContent(dir, 'contact-page.yaml', (text) => text.replace(/^title: /m, 'titulo: '));
  const report = overlay(page).locator('.message-body');
  await expect(report).toContainText('content/contact-page.yaml', { timeout: 30_000 });
  await expect(report).toContainText('erro campo obrigatório: está faltando  linha 2 · title');
  await expect(report).toContainText('erro campo desconhecido: titulo');

  editContent(dir, 'contact-page.yaml', (text) => text.replace(/^titulo: .*$/m, 'title: Contato e horários'));
  await expect(overlay(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(heading(page)).toHaveText('Contato e horários', { timeout: 30_000 });
});

test('shows a translation at its language’s address, with no setting; Portuguese at Portuguese ones', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${site}/en/contato`);
  await expect(heading(page)).toHaveText('Contact us', { timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`${site}/contato`);
  await expect(heading(page)).toHaveText('Contato e horários', { timeout: 60_000 });
});
