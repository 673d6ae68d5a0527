import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, pauseClock, test } from './fixtures';

// What a visitor sees of the site's look, measured from computed styles and boxes: the defects
// a new visitor found at 1280 and 375 px in both themes stay fixed.

const useTheme = (page: Page, theme: 'dark' | 'light') =>
  page.addInitScript((value) => localStorage.setItem('theme', value), theme);

/** Relative luminance of an sRGB colour (WCAG 2.x). */
const luminance = ([r, g, b]: number[]) => {
  const [R, G, B] = [r!, g!, b!].map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
};
const contrast = (a: number[], b: number[]) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
};

/**
 * A card's boundary as a visitor sees it: its border colour (when it has a border) and its
 * background, each blended over the background it sits on, and that background.
 */
const boundary = (card: Locator) =>
  card.evaluate((element) => {
    const rgba = (value: string) => {
      const parts = /rgba?\(([^)]+)\)/
        .exec(value)![1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    };
    const over = (top: number[], under: number[]) =>
      top.slice(0, 3).map((c, i) => c * top[3]! + under[i]! * (1 - top[3]!));
    // The page behind the card: the nearest ancestor with a background of its own.
    let behind = [255, 255, 255];
    const layers: number[][] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3]! > 0) layers.unshift(colour);
      if (colour[3] === 1) break;
    }
    for (const layer of layers) behind = over(layer, behind);
    const style = getComputedStyle(element);
    const background = over(rgba(style.backgroundColor), behind);
    const border = parseFloat(style.borderTopWidth) >= 1 ? over(rgba(style.borderTopColor), behind) : null;
    return { behind, background, border };
  });

const boundaryContrast = async (card: Locator) => {
  const { behind, background, border } = await boundary(card);
  return Math.max(contrast(background, behind), border ? contrast(border, behind) : 1);
};

test.describe('light theme: cards have a visible boundary (WCAG 1.4.11, at least 3:1 against the page)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const CARDS: [string, string, (page: Page) => Locator][] = [
    ['/', 'highlight cards', (page) => page.getByRole('region', { name: 'Destaques' }).locator('.mantine-Card-root')],
    ['/', 'news cards', (page) => page.getByRole('region', { name: 'Notícias' }).getByRole('article')],
    ['/noticias', 'news cards', (page) => page.getByRole('main').getByRole('article')],
    ['/institucional/programa', 'cards', (page) => page.getByRole('tabpanel').locator('.mantine-Card-root')],
  ];
  for (const [path, kind, cards] of CARDS) {
    test(`${path}: ${kind}`, async ({ page }) => {
      await useTheme(page, 'light');
      await page.goto(path);
      const all = await cards(page).all();
      expect(all.length, path).toBeGreaterThan(0);
      for (const card of all) {
        const name = (await card.getByRole('heading').first().textContent())?.trim();
        expect(await boundaryContrast(card), `${path}: ${name}`).toBeGreaterThanOrEqual(3);
      }
    });
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`${theme} theme: the "Faça parte do programa" box takes the site's palette (teal and its neutrals)`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    await page.goto('/');
    const box = page.getByRole('heading', { name: 'Faça parte do programa' }).locator('xpath=ancestor::section[1]');
    const { used, palette } = await box.evaluate((element) => {
      const probe = document.createElement('span');
      document.body.append(probe);
      const resolve = (value: string) => {
        probe.style.color = value;
        return getComputedStyle(probe).color;
      };
      const palette = new Set(
        ['teal', 'gray', 'dark']
          .flatMap((name) => Array.from({ length: 10 }, (_, shade) => resolve(`var(--mantine-color-${name}-${shade})`)))
          .concat([resolve('var(--mantine-color-white)'), resolve('var(--mantine-color-body)')]),
      );
      probe.remove();
      const style = getComputedStyle(element);
      return { used: [style.backgroundColor, style.borderTopColor], palette: [...palette] };
    });
    for (const colour of used) expect(palette, `${colour} is not a teal, grey or page colour`).toContain(colour);
  });
}

test('/institucional/programa: the "Nota 7 na CAPES" card looks like its three siblings', async ({ page }) => {
  await useTheme(page, 'light');
  await page.goto('/institucional/programa');
  const cards = page.getByRole('tabpanel', { name: 'Apresentação' }).locator('.mantine-Card-root');
  await expect(cards).toHaveCount(4);
  const looks = await cards.evaluateAll((elements) =>
    elements.map((card) => {
      const heading = card.querySelector('h3')!;
      // The element that paints the title's letters: a link inside the heading, or the heading.
      const letters = heading.querySelector('a') ?? heading;
      const cardStyle = getComputedStyle(card);
      const text = getComputedStyle(letters);
      return {
        title: heading.textContent,
        look: {
          border: `${cardStyle.borderTopWidth} ${cardStyle.borderTopStyle} ${cardStyle.borderTopColor}`,
          background: cardStyle.backgroundColor,
          color: text.color,
          size: text.fontSize,
          weight: text.fontWeight,
          underline: text.textDecorationLine,
        },
      };
    }),
  );
  const capes = looks.find(({ title }) => title === 'Nota 7 na CAPES');
  expect(capes).toBeDefined();
  for (const sibling of looks) expect(capes!.look, sibling.title!).toEqual(sibling.look);
});

test.describe('/linhas-pesquisa', () => {
  for (const width of [320, 375, 768, 1024, 1280]) {
    test(`at ${width} px each line's number badge is a circle at least as wide as its digits`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/linhas-pesquisa');
      const badges = page.getByRole('main').getByRole('article').locator('.mantine-Badge-root');
      await expect(badges).toHaveCount(8);
      for (const badge of await badges.all()) {
        const {
          width: boxWidth,
          height,
          digits,
          clipped,
        } = await badge.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(element);
          const label = element.querySelector('.mantine-Badge-label') ?? element;
          return {
            width: box.width,
            height: box.height,
            digits: range.getBoundingClientRect().width,
            clipped: label.scrollWidth > label.clientWidth + 0.5,
          };
        });
        const number = await badge.textContent();
        expect(clipped, `badge ${number} clips its digits`).toBe(false);
        expect(boxWidth, `badge ${number}`).toBeGreaterThanOrEqual(digits);
        expect(Math.abs(boxWidth - height), `badge ${number}: ${boxWidth} × ${height} px`).toBeLessThanOrEqual(1);
      }
    });
  }

  for (const width of [375, 1280]) {
    test(`at ${width} px the filter panel ends below its area buttons, without an empty row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/linhas-pesquisa');
      await hydrated(page);
      const panel = page.getByRole('region', { name: 'Filtrar por Área de Pesquisa' });
      const gap = await panel.evaluate((element) => {
        const buttons = [...element.querySelectorAll('button')].map((button) => button.getBoundingClientRect().bottom);
        const style = getComputedStyle(element);
        return element.getBoundingClientRect().bottom - parseFloat(style.paddingBottom) - Math.max(...buttons);
      });
      expect(gap).toBeLessThanOrEqual(2);
    });
  }
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the FAQ questions and the secretariat take the page content width', async ({ page }) => {
    await page.goto('/candidatos/faq');
    const column = await page.locator('header .mantine-Container-root').evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        Math.round(box.left + parseFloat(style.paddingLeft)),
        Math.round(box.right - parseFloat(style.paddingRight)),
      ];
    });
    for (const part of [
      // The question's box: its button sits in a heading inside it.
      page.getByRole('button', { name: 'Quem pode se candidatar ao programa?' }).locator('xpath=../..'),
      page.getByRole('heading', { name: 'Secretaria do programa' }).locator('xpath=ancestor::section[1]'),
    ]) {
      const box = (await part.boundingBox())!;
      expect([Math.round(box.x), Math.round(box.x + box.width)]).toEqual(column);
    }
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px toasts leave the accessibility bar, the header and the page uncovered`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // On an installed clock, paused once the toasts show: they stay until measured.
    await page.clock.install();
    await page.goto('/auth');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Cadastro' }).click();
    const form = page.getByRole('tabpanel', { name: 'Cadastro' });
    await form.getByLabel('Email').fill('nao-e-email');
    await form.getByRole('button', { name: 'Criar conta' }).click();
    const toasts = page.locator('.mantine-Notifications-root').getByRole('alert');
    await expect(toasts).toHaveCount(6);
    // Where each toast rests once it has slid in (well before they close by themselves).
    await pauseClock(page);
    await page.clock.runFor(1000);
    await page.evaluate(() => window.scrollTo(0, 0));
    const covered = [page.getByRole('navigation', { name: 'Barra de acessibilidade' }), page.getByRole('banner')];
    for (const toast of await toasts.all()) {
      const box = (await toast.boundingBox())!;
      for (const element of covered) {
        const other = (await element.boundingBox())!;
        const overlaps =
          box.x < other.x + other.width &&
          other.x < box.x + box.width &&
          box.y < other.y + other.height &&
          other.y < box.y + box.height;
        expect(overlaps, `toast "${await toast.textContent()}" covers ${element}`).toBe(false);
      }
    }
    // Around the toasts the page still takes a tap or click: nothing invisible lies over it.
    for (const target of [
      page.getByRole('navigation', { name: 'Barra de acessibilidade' }).getByRole('button', { name: 'Alto contraste' }),
      page.getByRole('banner').getByRole('link').first(),
      form.getByLabel('Email'),
    ])
      await target.click({ trial: true, timeout: 2000 });
  });
}

test.describe('/busca', () => {
  test('has the hero of every page and a search field of its own, holding the term', async ({ page }) => {
    await page.goto('/orientadores');
    const heroLook = await page
      .getByRole('heading', { level: 1 })
      .evaluate((heading) => getComputedStyle(heading.closest('section')!).backgroundImage);
    await page.goto('/busca?q=parto');
    await hydrated(page);
    const heading = page.getByRole('heading', { level: 1, name: 'Busca no site' });
    expect(await heading.evaluate((element) => getComputedStyle(element.closest('section')!).backgroundImage)).toBe(
      heroLook,
    );
    const field = page.getByRole('main').getByRole('searchbox');
    await expect(field).toHaveValue('parto');
    await field.fill('endometriose');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=endometriose$/);
    await expect(page.getByText('“endometriose”')).toBeVisible();
    await expect(field).toHaveValue('endometriose');
  });

  test('without JavaScript the field searches too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/busca');
    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill('parto');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=parto$/);
    await context.close();
  });
});

test.describe('typography', () => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ])
    for (const path of ['/', '/orientadores', '/linhas-pesquisa', '/candidatos/faq', '/institucional/programa']) {
      test(`${path} at ${viewport.width} px: text is set in Source Sans 3, and its late arrival moves nothing`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        // The font is held back until the page has painted in the fallback, as on a slow link.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/*.woff2', async (route) => {
          await held;
          await route.continue();
        });
        await page.addInitScript(() => {
          const shifts: string[] = [];
          (window as unknown as { shifts: string[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources: { node?: Node }[];
            })[])
              if (!entry.hadRecentInput)
                shifts.push(
                  `${entry.value} ${entry.sources.map((source) => source.node?.textContent?.slice(0, 40)).join(' | ')}`,
                );
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.fonts.check('1rem "Source Sans 3"'))).toBe(false);
        release();
        await hydrated(page);
        await expect.poll(() => page.evaluate(() => document.fonts.check('1rem "Source Sans 3"'))).toBe(true);
        await page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)));
        expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(
          /^"Source Sans 3"/,
        );
        const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
        const total = shifts.reduce((sum, entry) => sum + parseFloat(entry), 0);
        // The fallback's metrics match the typeface's, so lines keep their height; words keep only
        // about their width, so the header's row may move a hair: up to 0.007 seen in full runs,
        // 0.0002 to 0.001 typically. Without the matched metrics, 8 of these 10 pages moved 0.011
        // to 0.14.
        expect(total, `layout shifts:\n${shifts.join('\n')}`).toBeLessThan(0.01);
      });
    }
});

test.describe('images that fit', () => {
  test('/orientadores: each adviser without a photo has a picture of their own (initials on a colour)', async ({
    page,
  }) => {
    await page.goto('/orientadores');
    const cards = page.locator('[data-adviser-card]');
    const pictures = await cards.evaluateAll((elements) =>
      elements.map((card) => {
        const image = card.querySelector('img')!;
        return {
          src: image.getAttribute('src'),
          alt: image.getAttribute('alt'),
          name: card.querySelector('h2, h3, p')?.textContent,
        };
      }),
    );
    expect(pictures.length).toBeGreaterThan(1);
    expect(new Set(pictures.map(({ src }) => src)).size, 'advisers sharing a picture').toBe(pictures.length);
    for (const picture of pictures) {
      // A portrait of the initials beside the name is decorative; a photo says whose it is.
      if (picture.src!.includes('/iniciais-')) expect(picture.alt, picture.name!).toBe('');
      else expect(picture.alt, picture.name!).toBe(`Foto de ${picture.name}`);
    }
  });

  const heroArt = (page: Page) => page.getByRole('img', { name: /^Mosaico com a ilustração de cada área de pesquisa/ });

  test('/ at 1280 px: the hero has art beside its text, on its right half', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const art = heroArt(page);
    await expect(art).toBeVisible();
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const box = (await art.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(title.x + title.width);
    expect(box.x + box.width).toBeGreaterThan(1280 / 2 + 200);
    await expect
      .poll(() => art.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBeGreaterThan(0);
  });

  test('/ at 375 px: the art is left out and not downloaded', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(heroArt(page)).toBeHidden();
    expect(requested.filter((path) => path.startsWith('/static/areas-'))).toEqual([]);
  });
});
