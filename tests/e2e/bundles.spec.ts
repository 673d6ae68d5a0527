import { expect, test, type Page, type Response } from '@playwright/test';

// Routes are split: a page downloads its own code, not the other pages'; and the backend client
// (@supabase/supabase-js) never loads on pages that read no data.
async function scriptsLoadedBy(page: Page, path: string) {
  // Bodies are read after the page settles: reading them inside the event handler raced with
  // the return, so a chunk could be missed.
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return Promise.all(responses.map(async (response) => ({ url: response.url(), body: await response.text() })));
}

test('the home page loads no supabase-js', async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, '/');
  expect(scripts.length).toBeGreaterThan(0);
  const withSupabase = scripts.filter((script) => /supabase-js|GoTrueClient|PostgrestClient/.test(script.body));
  expect(withSupabase.map((script) => script.url)).toEqual([]);
});

test('a page loads its own route chunk and not the others', async ({ page }) => {
  const contact = (await scriptsLoadedBy(page, '/contato')).map((script) => new URL(script.url).pathname);
  expect(contact.some((path) => /\/assets\/contato-[\w-]+\.js$/.test(path))).toBe(true);
  expect(contact.filter((path) => /\/assets\/(orientadores|linhas-pesquisa|routes)-[\w-]+\.js$/.test(path))).toEqual([]);
});
