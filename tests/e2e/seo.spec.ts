import { readFile } from 'node:fs/promises';
import { ALL_ROUTES, PUBLIC_ROUTES } from '../route-table';
import { expect, hydrated, test } from './fixtures';

// What search engines, link previews and feed readers get: the structured data (JSON-LD) and
// breadcrumbs in each prerendered page, the news feed, and the article previews of news posts.

type Node = Record<string, unknown> & { '@type'?: string };
type NewsItem = { slug: string; title: string; date: string; path: string; image: { src: string } };

const fileFor = (path: string) => `dist/${path === '/' ? 'index' : path.slice(1)}.html`;
const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The public origin the build used: the sitemap's, which canonical links and the feed share. */
async function siteOrigin() {
  const sitemap = await readFile('dist/sitemap.xml', 'utf8');
  return new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? '').origin;
}

/** Every JSON-LD node of a page: each block parsed as JSON, @graph members listed on their own. */
function jsonLd(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Node,
  );
  for (const block of blocks) expect(block['@context'], 'every block names schema.org').toBe('https://schema.org');
  return blocks.flatMap((block) => (Array.isArray(block['@graph']) ? (block['@graph'] as Node[]) : [block]));
}
const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type);
const meta = (html: string, property: string) =>
  decode(new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? '');
const h1 = (html: string) =>
  decode(
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? '',
  );

async function newsItems() {
  return readJson<NewsItem[]>('.velite/news.json');
}

/** Pages below a section: /candidatos/faq, /noticias/<slug>… */
async function nestedPages() {
  const news = await newsItems();
  return [...PUBLIC_ROUTES, ...news.map((item) => item.path)].filter((path) => path.split('/').length > 2);
}

test.describe('structured data in the prerendered HTML', () => {
  test('the programme and its master’s and doctorate on / and /institucional/programa', async () => {
    const origin = await siteOrigin();
    const programme = await readJson<{ name: string }>('.velite/programme.json');
    for (const path of ['/', '/institucional/programa']) {
      const nodes = jsonLd(await readFile(fileFor(path), 'utf8'));
      const [organization] = ofType(nodes, 'EducationalOrganization');
      expect(organization, path).toMatchObject({ name: programme.name, url: `${origin}/` });
      expect(organization?.['@id'], path).toBeTruthy();
      const programs = ofType(nodes, 'EducationalOccupationalProgram');
      expect(
        programs.map((program) => program.name),
        path,
      ).toEqual([expect.stringMatching(/^Mestrado/), expect.stringMatching(/^Doutorado/)]);
      for (const program of programs) {
        expect(program.provider, path).toEqual({ '@id': organization?.['@id'] });
        expect(program.timeToComplete, path).toMatch(/^P\d+M$/);
        expect(program.educationalCredentialAwarded, path).toBeTruthy();
        expect(program.url, path).toBe(`${origin}/institucional/programa`);
      }
    }
  });

  // The prerender alone writes the programme's data; the browser's code holds none of it.
  test('the programme’s data stays in the page once it has hydrated', async ({ page }) => {
    for (const path of ['/', '/institucional/programa']) {
      const prerendered = jsonLd(await readFile(fileFor(path), 'utf8'));
      await page.goto(path);
      await hydrated(page);
      const live = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((blocks) => blocks.map((block) => block.textContent ?? ''));
      expect(
        live.flatMap((text) => jsonLd(`<script type="application/ld+json">${text}</script>`)),
        path,
      ).toEqual(prerendered);
    }
  });

  test('/candidatos/faq: an FAQPage with all eight questions and their answers', async () => {
    const faq = await readJson<{ question: string; answer: string }[]>('.velite/faq.json');
    const [page] = ofType(jsonLd(await readFile(fileFor('/candidatos/faq'), 'utf8')), 'FAQPage');
    const questions = (page?.mainEntity ?? []) as Node[];
    expect(questions).toHaveLength(8);
    expect(questions).toEqual(
      faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    );
  });

  test('each news post: a NewsArticle, and a link preview as an article with its own image and date', async () => {
    const origin = await siteOrigin();
    const news = await newsItems();
    expect(news.length).toBeGreaterThan(0);
    for (const item of news) {
      const html = await readFile(fileFor(item.path), 'utf8');
      const [article] = ofType(jsonLd(html), 'NewsArticle');
      expect(article, item.path).toMatchObject({
        headline: item.title,
        datePublished: item.date,
        image: [`${origin}${item.image.src}`],
        mainEntityOfPage: `${origin}${item.path}`,
      });
      expect((article?.author as Node | undefined)?.name, item.path).toBeTruthy();
      expect((article?.publisher as Node | undefined)?.name, item.path).toBeTruthy();
      expect(meta(html, 'og:type'), item.path).toBe('article');
      expect(meta(html, 'article:published_time'), item.path).toBe(item.date);
      expect(meta(html, 'og:image'), item.path).toBe(`${origin}${item.image.src}`);
    }
    expect(meta(await readFile(fileFor('/contato'), 'utf8'), 'og:type'), 'other pages stay websites').toBe('website');
  });

  test('/contato: the postal address and a contact point', async () => {
    const contact = await readJson<{ email: string; postalAddress: Record<string, string> }>('.velite/contact.json');
    const [organization] = ofType(jsonLd(await readFile(fileFor('/contato'), 'utf8')), 'EducationalOrganization');
    expect(organization?.address).toEqual({ '@type': 'PostalAddress', ...contact.postalAddress });
    for (const field of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry']) {
      expect((organization?.address as Node)[field], field).toBeTruthy();
    }
    expect(organization?.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      email: contact.email,
      telephone: expect.stringMatching(/^\+55 /),
    });
  });

  test('every page below a section has a BreadcrumbList ending at itself, and visible breadcrumbs', async () => {
    const origin = await siteOrigin();
    const sections = await readJson<{ path: string; title: string }[]>('.velite/sections.json');
    for (const path of await nestedPages()) {
      const html = await readFile(fileFor(path), 'utf8');
      const lists = ofType(jsonLd(html), 'BreadcrumbList');
      expect(lists, path).toHaveLength(1);
      const items = (lists[0]?.itemListElement ?? []) as Node[];
      const section = sections.find((entry) => path.startsWith(`${entry.path}/`));
      expect(items, path).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Início', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: section?.title, item: `${origin}${section?.path}` },
        { '@type': 'ListItem', position: 3, name: h1(html), item: `${origin}${path}` },
      ]);
      const nav = /<nav aria-label="Trilha de navegação">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
      expect(nav, `${path}: a breadcrumb landmark`).not.toBe('');
      expect(nav.match(/aria-current="page"/g), `${path}: one current page`).toHaveLength(1);
      expect(decode(/aria-current="page"[^>]*>([^<]*)</.exec(nav)?.[1] ?? ''), path).toBe(h1(html));
    }
    for (const path of ['/', '/candidatos', '/contato', '/privacidade']) {
      const html = await readFile(fileFor(path), 'utf8');
      expect(ofType(jsonLd(html), 'BreadcrumbList'), `${path}: not below a section`).toHaveLength(0);
    }
  });

  test('every page’s JSON-LD parses, names schema.org and gives each node a known type', async () => {
    const known = new Set([
      'EducationalOrganization',
      'EducationalOccupationalProgram',
      'FAQPage',
      'NewsArticle',
      'BreadcrumbList',
    ]);
    const news = await newsItems();
    for (const path of [...ALL_ROUTES, ...news.map((item) => item.path)]) {
      for (const node of jsonLd(await readFile(fileFor(path), 'utf8')))
        expect(known, `${path}: ${JSON.stringify(node).slice(0, 80)}`).toContain(node['@type']);
    }
  });

  test('the sitemap lists every public page but search, the privacy notice and each news post, absolute', async () => {
    const origin = await siteOrigin();
    const sitemap = await readFile('dist/sitemap.xml', 'utf8');
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    // Search results pages are not for indexing.
    const pages = PUBLIC_ROUTES.filter((path) => path !== '/busca');
    for (const path of [...pages, ...(await newsItems()).map((item) => item.path)])
      expect(listed, path).toContain(`${origin}${path}`);
    expect(listed).toContain(`${origin}/privacidade`);
    for (const hidden of ['/auth', '/cms', '/busca']) expect(listed).not.toContain(`${origin}${hidden}`);
  });

  test('every page announces the news feed', async () => {
    const origin = await siteOrigin();
    const news = await newsItems();
    // The feed is Portuguese, and says so from every language's pages.
    for (const path of [...ALL_ROUTES, ...news.map((item) => item.path), '/en', '/es/orientadores']) {
      const html = await readFile(fileFor(path), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toContain(
        `<link rel="alternate" type="application/atom+xml" title="Notícias do programa" href="${origin}/noticias/feed.xml" hrefLang="pt-BR"/>`,
      );
    }
  });
});

test.describe('news feed', () => {
  test('/noticias/feed.xml is Atom with every content news item among the database posts, newest first, absolute links and dates', async ({
    page,
    request,
  }) => {
    const origin = await siteOrigin();
    const response = await request.get('/noticias/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    await page.goto('/');
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const atom = 'http://www.w3.org/2005/Atom';
      const child = (parent: Element, name: string) => parent.getElementsByTagNameNS(atom, name)[0];
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.namespaceURI,
        self: doc.querySelector('feed > link[rel="self"]')?.getAttribute('href'),
        updated: child(doc.documentElement, 'updated')?.textContent,
        entries: [...doc.getElementsByTagNameNS(atom, 'entry')].map((entry) => ({
          title: child(entry, 'title')?.textContent,
          link: child(entry, 'link')?.getAttribute('href'),
          id: child(entry, 'id')?.textContent,
          published: child(entry, 'published')?.textContent,
          updated: child(entry, 'updated')?.textContent,
          summary: child(entry, 'summary')?.textContent,
        })),
      };
    }, xml);
    expect(feed.error).toBe(false);
    expect(feed.root).toBe('http://www.w3.org/2005/Atom');
    expect(feed.self).toBe(`${origin}/noticias/feed.xml`);
    // The content's posts, in order, among the database posts published when the site was built
    // (news-date-cover.spec.ts checks those); every entry newest first, the feed as new as its newest.
    const news = [...(await newsItems())].sort((a, b) => b.date.localeCompare(a.date));
    const contentLinks = new Set(news.map((item) => `${origin}${item.path}`));
    expect(
      feed.entries
        .filter((entry) => contentLinks.has(entry.link ?? ''))
        .map((entry) => [entry.title, entry.link, entry.published]),
    ).toEqual(news.map((item) => [item.title, `${origin}${item.path}`, item.date]));
    const published = feed.entries.map((entry) => entry.published ?? '');
    expect(published).toEqual([...published].sort().reverse());
    expect(feed.updated).toBe(published[0]);
    for (const entry of feed.entries) {
      expect(entry.id).toBe(entry.link);
      expect(entry.updated).toBeTruthy();
      expect(entry.summary).toBeTruthy();
      // The link opens the post on this server too.
      expect((await request.get(new URL(entry.link ?? '').pathname)).status(), entry.link ?? '').toBe(200);
    }
  });
});

test.describe('breadcrumbs for visitors', () => {
  test('/candidatos/faq: Início › Candidatos › Perguntas Frequentes, and the links work', async ({ page }) => {
    await page.goto('/candidatos/faq');
    await hydrated(page);
    const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(trail).toHaveText('Início›Candidatos›Perguntas Frequentes');
    await expect(trail.getByRole('link')).toHaveText(['Início', 'Candidatos']);
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Perguntas Frequentes');
    await trail.getByRole('link', { name: 'Candidatos' }).click();
    await expect(page).toHaveURL(/\/candidatos$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidatos');
    await expect(page.getByRole('navigation', { name: 'Trilha de navegação' })).toHaveCount(0);
  });

  test('news posts show their trail and hydrate cleanly', async ({ page }) => {
    for (const item of await newsItems()) {
      await page.goto(item.path);
      await hydrated(page);
      const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
      await expect(trail.getByRole('link')).toHaveText(['Início', 'Notícias e Eventos']);
      await expect(trail.locator('[aria-current="page"]')).toHaveText(item.title);
    }
  });
});
