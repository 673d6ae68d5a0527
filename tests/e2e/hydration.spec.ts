import { expect, hydrated, test } from './fixtures';

// Hydration adopts the prerendered page as it is. Mantine's own useId swapped every id it had
// rendered for a random one right after hydrating, re-rendering each of those components in one
// task (the longest while a page hydrated on a cheap phone) and changing ids that labels and
// aria-controls point at. vite.config.ts (stableMantineIds) keeps the server's.
// The pages whose prerendered HTML holds Mantine ids (the header's hidden menus hold none now; the
// awards page's database notice does, which /noticias, its posts now written in /cms, no longer shows).
for (const route of ['/', '/auth', '/orientadores', '/institucional/programa', '/premios']) {
  test(`${route}: hydrating keeps every id the server rendered`, async ({ page, request }) => {
    const html = await (await request.get(route)).text();
    const serverIds = [...html.matchAll(/\sid="(mantine-[^"]+)"/g)].map((match) => match[1]!);
    expect(serverIds.length, 'the page renders Mantine ids').toBeGreaterThan(0);
    await page.goto(route);
    await hydrated(page);
    const ids = new Set(await page.locator('[id^="mantine-"]').evaluateAll((elements) => elements.map((e) => e.id)));
    expect(serverIds.filter((id) => !ids.has(id))).toEqual([]);
  });
}
