import { readFile } from 'node:fs/promises';
import { expect, hydrated, test } from './fixtures';

type FaqItem = { id: string; question: string; answer: string };
// The content pipeline's own output: the items as the site builds them, however many there are.
const faqItems = async (): Promise<FaqItem[]> => JSON.parse(await readFile('.velite/faq.json', 'utf8'));
const plain = (answer: string) =>
  answer
    .replace(/^• /gm, '')
    .split('\n')
    .map((line) => line.trim());
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '\n')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

for (const file of ['dist/candidatos/faq.html', 'dist/candidatos.html']) {
  test(`${file}: every answer of the content is in the served HTML, collapsed until found`, async () => {
    const html = await readFile(file, 'utf8');
    const items = await faqItems();
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      const region = new RegExp(
        `<div id="faq-answer-${item.id}" role="region" aria-labelledby="faq-question-${item.id}" class="[^"]+" hidden="until-found">([\\s\\S]*?)</div>`,
      ).exec(html);
      expect(region, item.id).not.toBeNull();
      const text = decode(region![1]!);
      for (const line of plain(item.answer)) expect(text, item.id).toContain(line);
      expect(html).toMatch(
        new RegExp(
          `<button[^>]*id="faq-question-${item.id}"[^>]*aria-expanded="false"[^>]*aria-controls="faq-answer-${item.id}"`,
        ),
      );
    }
  });
}

test('one answer open at a time; a second click closes it', async ({ page }) => {
  const [first, second] = await faqItems();
  await page.goto('/candidatos/faq');
  await hydrated(page);
  const button = (item: FaqItem) => page.getByRole('button', { name: item.question });
  const region = (item: FaqItem) => page.getByRole('region', { name: item.question });
  await expect(region(first!)).toBeHidden();
  await button(first!).click();
  await expect(button(first!)).toHaveAttribute('aria-expanded', 'true');
  await expect(region(first!)).toBeVisible();
  await expect(region(first!)).toContainText(plain(first!.answer)[0]!);
  await button(second!).click();
  await expect(button(second!)).toHaveAttribute('aria-expanded', 'true');
  await expect(region(second!)).toBeVisible();
  await expect(button(first!)).toHaveAttribute('aria-expanded', 'false');
  await expect(region(first!)).toBeHidden();
  await button(second!).click();
  await expect(button(second!)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[id^="faq-answer-"]:visible')).toHaveCount(0);
});

// Find-in-page, a text fragment and a link to an answer all reveal hidden="until-found" content
// through the same browser algorithm (it fires beforematch); the last two can be driven here.
test("reaching an answer's text opens its item and closes the open one", async ({ page }) => {
  const items = await faqItems();
  const documents = items.find((item) => item.id === 'documentos')!;
  const english = items.find((item) => item.id === 'proficiencia-ingles')!;
  await page.goto('/candidatos');
  await hydrated(page);
  await page.getByRole('button', { name: english.question }).click();
  await expect(page.getByRole('region', { name: english.question })).toBeVisible();
  await page.evaluate(() => (location.hash = 'faq-answer-documentos'));
  await expect(page.getByRole('button', { name: documents.question })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: documents.question })).toContainText('Currículo acadêmico atualizado');
  await expect(page.getByRole('button', { name: english.question })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: english.question })).toBeHidden();
});

test('a text fragment reveals its answer, and the page agrees once hydrated', async ({ page }) => {
  const documents = (await faqItems()).find((item) => item.id === 'documentos')!;
  await page.goto(`/candidatos/faq#:~:text=${encodeURIComponent('Currículo acadêmico atualizado')}`);
  await expect(page.getByRole('region', { name: documents.question })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole('button', { name: documents.question })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: documents.question })).toBeVisible();
  await expect(page.locator('[id^="faq-answer-"]:visible')).toHaveCount(1);
});
