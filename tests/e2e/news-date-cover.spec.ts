import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { axeFindings } from './axe';
import { BACKEND, expect, hydrated, signInWithSession, test } from './fixtures';

// A post's publication day and cover: set by an admin in /cms, shown where visitors look, like a
// content post's; a post dated ahead waits for its day. Posts written here carry the word
// "Capaplex", which no other test looks for (every test shares the backend).

const form = (page: Page) => page.getByRole('main').locator('form');
const field = (page: Page, label: RegExp) => form(page).getByLabel(label);
const messageOf = async (input: Locator) => {
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => input.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
};
const row = (page: Page, name: RegExp) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
const newsCards = (page: Page) => page.getByRole('main').getByRole('article');
/** Whether an image has arrived and been decoded (a lazy one is first scrolled to). */
const loaded = async (image: Locator) => {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
};
/** The day in São Paulo, `offset` days from today, as YYYY-MM-DD: the programme's calendar. */
const programmeDay = (offset = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

async function removeCapaplex(request: APIRequestContext) {
  await request.delete(`${BACKEND}/rest/v1/blog_posts?slug=like.capaplex-*`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
}

/** Fills the open editor with a published post and saves it. */
async function writePost(page: Page, post: { title: string; day: string; cover?: [string, string] }) {
  await field(page, /^Título/).fill(post.title);
  await field(page, /^Texto/).fill('O programa conta a novidade.');
  await field(page, /^Autor/).fill('Equipe Capaplex');
  await field(page, /^Data de publicação/).fill(post.day);
  if (post.cover) {
    await field(page, /^Imagem de capa/).fill(post.cover[0]);
    await field(page, /^Descrição da imagem de capa/).fill(post.cover[1]);
  }
  await field(page, /^Situação/).selectOption('Publicada');
  await form(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`“${post.title}” foi criado.`)).toBeVisible();
}

test.describe('an admin dates a post and gives it a cover', () => {
  test.afterEach(async ({ request }) => removeCapaplex(request));

  test('/cms: the day defaults to today, a cover needs its text and an address the pages may show; visitors see both, and a post dated ahead waits', async ({
    page,
    request,
  }) => {
    test.slow();
    await signInWithSession(page, request);
    await page.goto('/cms?aba=noticias');
    await hydrated(page);

    // The editor's checks, before anything is sent.
    await page.getByRole('button', { name: 'Nova notícia' }).click();
    await expect(field(page, /^Data de publicação/)).toHaveValue(programmeDay());
    expect(await messageOf(field(page, /^Imagem de capa/))).toContain('https://');
    await field(page, /^Imagem de capa/).fill('http://exemplo.edu.br/capa.jpg');
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    expect(await messageOf(field(page, /^Imagem de capa/))).toContain(
      'Use um endereço que comece por https:// ou por / (uma imagem deste site), sem espaços.',
    );
    await field(page, /^Imagem de capa/).fill('/og-image.png');
    expect(await messageOf(field(page, /^Descrição da imagem de capa/))).toContain(
      'Descreva a imagem de capa para quem não a vê.',
    );

    // One post dated in the past with a cover, one dated tomorrow.
    const cover = 'Capa de teste Capaplex: o nome do programa sobre fundo escuro';
    await writePost(page, { title: 'Capaplex com capa', day: '2026-10-25', cover: ['/og-image.png', cover] });
    await page.getByRole('button', { name: 'Nova notícia' }).click();
    await writePost(page, { title: 'Capaplex agendada', day: programmeDay(1) });
    await page.getByLabel('Filtrar por título').fill('Capaplex');
    await expect(row(page, /Capaplex com capa/)).toContainText('25 de outubro de 2026');
    await expect(row(page, /Capaplex agendada/)).toContainText('Agendada para');
    // Visitors cannot open it yet: no link to its page.
    await expect(row(page, /Capaplex agendada/).getByRole('link', { name: 'Ver no site' })).toHaveCount(0);

    // The list: the cover with its text, the date, in date order; the waiting post is not there.
    await page.goto('/noticias');
    await hydrated(page);
    const card = newsCards(page).filter({ hasText: 'Capaplex com capa' });
    await expect(card.getByRole('img', { name: cover })).toBeVisible();
    await loaded(card.getByRole('img', { name: cover }));
    await expect(card.locator('time')).toHaveText('25 de outubro de 2026');
    await expect(newsCards(page).filter({ hasText: 'Capaplex agendada' })).toHaveCount(0);
    const titles = await newsCards(page).getByRole('heading').allTextContents();
    const at = (title: string) => titles.indexOf(title);
    // Between the content post of 20 October and the seed's post of 2 November.
    expect(at('Capaplex com capa')).toBeGreaterThan(at('Nova pesquisa sobre climatério e saúde cardiovascular'));
    expect(at('Capaplex com capa')).toBeLessThan(at('Simpósio de Medicina Fetal reúne pesquisadores em novembro'));

    // Its page: the cover under the excerpt, the date beside the category.
    await card.getByRole('link').click();
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: 'Capaplex com capa' })).toBeVisible();
    await loaded(article.getByRole('img', { name: cover }));
    await expect(article.locator('time')).toHaveText('25 de outubro de 2026');
    await page.goto('/noticias/capaplex-agendada');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  });
});

for (const scheme of ['dark', 'light'] as const) {
  for (const width of [375, 1280]) {
    test.describe(`${scheme} theme at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('a visitor sees covers and, for posts without one, drawn artwork, each page clean under axe', async ({
        page,
      }) => {
        await page.addInitScript((value) => localStorage.setItem('theme', value), scheme);
        await page.goto('/noticias');
        await hydrated(page);
        const withCover = newsCards(page).filter({ hasText: 'Aula inaugural abre o ano letivo' });
        await loaded(withCover.getByRole('img', { name: /Símbolo feminino e o nome do programa/ }));
        // Without a cover: artwork in the picture's place, of the same size as a picture.
        const plain = newsCards(page).filter({ hasText: 'Nova pesquisa sobre climatério' });
        const art = plain.getByTestId('news-card-art');
        await expect(art).toHaveText('Pesquisa');
        const [artBox, imageBox] = await Promise.all([art.boundingBox(), withCover.getByRole('img').boundingBox()]);
        expect(Math.abs(artBox!.height - imageBox!.height)).toBeLessThanOrEqual(1);
        // Not a bare block of colour: a wave and circles drawn over the field.
        expect(await art.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('radial-gradient');
        expect(await art.evaluate((element) => getComputedStyle(element, '::after').maskImage)).toContain('svg');
        expect(await axeFindings(page)).toEqual([]);

        // The home page holds the newest three of the content news and of the posts published at
        // build, without a request to the backend.
        const reads: string[] = [];
        page.on('request', (request) => request.url().startsWith(BACKEND) && reads.push(request.url()));
        await page.goto('/');
        await hydrated(page);
        const home = page.getByRole('region', { name: 'Notícias' }).getByRole('article');
        await expect(home).toHaveCount(3);
        await expect(home.first().getByTestId('news-card-art')).toHaveText('Pesquisa');
        await expect(home.first().locator('time')).toHaveText('2 de novembro de 2026');
        expect(reads).toEqual([]);
        expect(await axeFindings(page)).toEqual([]);

        await page.goto('/noticias/aula-inaugural-2026');
        await hydrated(page);
        const article = page.getByRole('article');
        await loaded(article.getByRole('img', { name: /Símbolo feminino e o nome do programa/ }));
        await expect(article.locator('time')).toHaveText('2 de março de 2026');
        expect(await axeFindings(page)).toEqual([]);
      });
    });
  }
}

test('the home page, the feed and the sitemap hold the posts published when the site was built, and no other', async () => {
  const [home, feed, sitemap] = await Promise.all(
    ['dist/index.html', 'dist/noticias/feed.xml', 'dist/sitemap.xml'].map((file) => readFile(file, 'utf8')),
  );
  // Published in the seed (the newest of all), a draft, and a post dated two weeks ahead.
  expect(home).toContain('Nova pesquisa sobre climatério e saúde cardiovascular');
  for (const text of [feed, sitemap]) {
    expect(text).toContain('/noticias/pesquisa-climaterio-cardiovascular</');
    expect(text).toContain('/noticias/aula-inaugural-2026</');
    expect(text).not.toContain('/noticias/rascunho-avaliacao-quadrienal');
    expect(text).not.toContain('/noticias/semana-saude-da-mulher');
  }
  expect(feed).toContain('<published>2026-11-02T00:00:00.000Z</published>');
});
