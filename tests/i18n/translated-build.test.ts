import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { loaderEntry, loaderModules } from '../../scripts/build/page-template.ts';
import { startStaticServer } from '../../scripts/serve/serve.ts';
import { withLocalBackend } from '../../scripts/settings.ts';
import { readContentFile } from '../../src/content-schema/loaders';
import { matchEntries, type SearchEntry } from '../../src/lib/search-index/search-entry';
import { splitLanguage, STAFF_AREAS } from '../../src/lib/languages';
import { PRERENDERED_PAGE_SIZE } from '../../src/features/home/use-page-size';
import { jsBudget } from '../js-budgets';
import { copyProject } from '../project-copy';
import { filesUnder } from '../../src/content-schema/translation-files';
import { portugueseTexts, writePseudoTranslation } from './pseudo-translation';

// A translator's whole English translation, as pseudo-text ("[en] Orientadores"), laid into a
// copy of the project, which is built as `npm run build` builds the site. Every page but one is
// then translated: the privacy page's translation is left out, so it shows how an untranslated
// page reads. The prerendered HTML is what visitors without JavaScript and crawlers get.

const MARK = '[en]';
/** The page left untranslated, and its translation file. */
const UNTRANSLATED = { path: '/premios', file: 'awards.yaml' };
/** A news post left untranslated: the news list shows it among translated ones. */
const UNTRANSLATED_POST = { path: '/noticias/linha-ciencia-de-dados-abre-vagas', file: 'news/ciencia-dados.mdx' };
const ORIGIN = 'http://localhost:5173';

let dir = '';
const page = (file: string) => readFileSync(join(dir, 'dist', file), 'utf8');
/** The text a reader sees: tags dropped, entities as written. */
const text = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const body = (html: string) => html.slice(html.indexOf('<body'));
/** The `<link rel="alternate" hrefLang>` of a page, as "lang path". */
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
    ([, lang, href]) => `${lang} ${href!.replace(ORIGIN, '')}`,
  );
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(ORIGIN, '');
const noindex = (html: string) => html.includes('<meta name="robots" content="noindex"/>');
/** Every script a page loads: its entry and the modules its loader asks for with it. */
const scripts = (html: string) => {
  const entry = loaderEntry(html);
  const modules = loaderModules(html) ?? [];
  return [entry!, ...modules].map((src) => readFileSync(join(dir, 'dist', src), 'utf8'));
};

const postTitle = () => readContentFile(join(dir, 'content', UNTRANSLATED_POST.file)).data as { title: string };
/** A Portuguese interface string of the entry's, and as a script writes it (a string literal). */
const portugueseString = () =>
  (JSON.parse(readFileSync(join(dir, 'locales/pt/layout.json'), 'utf8')) as { openMenu: string }).openMenu;
const literal = (value: string) => new RegExp(`[\`"']${value.replace(/[[\]]/g, '\\$&')}[\`"']`);

/** The built copy as a host serves it (no backend answers), in Chromium; `origin` is its address. */
async function inBrowser(use: (browser: Browser, origin: string) => Promise<void>) {
  const server = await startStaticServer({ root: join(dir, 'dist'), port: 0 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    await use(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await browser.close();
    await new Promise((done) => server.close(done));
  }
}
const isHydrated = () => document.documentElement.dataset.hydrated === 'true';

/**
 * Spanish, as a translator starting out leaves it: one page whole (the FAQ: its files and its
 * interface areas), half of another page's list (the research lines), nothing else, not the shell.
 */
const SPANISH = {
  mark: '[es]',
  page: '/candidatos/faq',
  files: ['faq-page.yaml', 'faq.yaml'],
  areas: ['candidates', 'contact'],
  partial: { path: '/linhas-pesquisa', file: 'research-lines.yaml' },
  /** One tab of a page of tabs, nothing else of that page. */
  tab: { path: '/institucional/programa', file: 'programme-page.yaml' },
  /**
   * Files whose page still lacks an interface area: the news section's index (not `news.json`
   * nor `pages.json`) and the home page's file (not `pages.json`); and one page of a file of pages
   * (the notice it shows is the shell's words, not translated).
   */
  alone: { section: '/noticias', files: ['sections/noticias.yaml', 'home.yaml'], placeholder: 'placeholders.yaml' },
};

function writeSpanishStart() {
  writePseudoTranslation(dir, 'es', SPANISH.mark);
  const content = join(dir, 'content', 'es');
  for (const file of filesUnder(content))
    if (
      ![
        ...SPANISH.files,
        SPANISH.partial.file,
        SPANISH.tab.file,
        ...SPANISH.alone.files,
        SPANISH.alone.placeholder,
      ].includes(file)
    )
      rmSync(join(content, file));
  const lines = parse(readFileSync(join(content, SPANISH.partial.file), 'utf8')) as unknown[];
  writeFileSync(join(content, SPANISH.partial.file), stringify(lines.slice(0, Math.ceil(lines.length / 2))));
  const { tabs } = parse(readFileSync(join(content, SPANISH.tab.file), 'utf8')) as { tabs: unknown[] };
  writeFileSync(join(content, SPANISH.tab.file), stringify({ tabs: tabs.slice(0, 1) }));
  const pages = parse(readFileSync(join(content, SPANISH.alone.placeholder), 'utf8')) as unknown[];
  writeFileSync(join(content, SPANISH.alone.placeholder), stringify(pages.slice(0, 1)));
  for (const file of filesUnder(join(dir, 'locales', 'es')))
    if (!SPANISH.areas.includes(file.replace(/\.json$/, ''))) writeFileSync(join(dir, 'locales', 'es', file), '{}\n');
}

/**
 * The lists check reads the research lines of an adviser on the carousel's first page: whatever
 * the content holds, the copy's first home-page adviser has two.
 */
function giveFirstHomeAdviserTwoLines() {
  const file = join(dir, 'content', 'advisers.yaml');
  const advisers = parse(readFileSync(file, 'utf8')) as { showOnHome?: boolean; researchLines: number[] }[];
  const lines = parse(readFileSync(join(dir, 'content', 'research-lines.yaml'), 'utf8')) as { number: number }[];
  const first = advisers.find((adviser) => adviser.showOnHome) ?? advisers[0]!;
  if (first.showOnHome && first.researchLines.length > 1) return;
  first.showOnHome = true;
  first.researchLines = lines.slice(0, 2).map((line) => line.number);
  writeFileSync(file, stringify(advisers));
}

beforeAll(async () => {
  dir = copyProject('translated-build-');
  giveFirstHomeAdviserTwoLines();
  writePseudoTranslation(dir, 'en', MARK);
  writeSpanishStart();
  rmSync(join(dir, 'content', 'en', UNTRANSLATED.file));
  rmSync(join(dir, 'content', 'en', UNTRANSLATED_POST.file));
  // A translator has no reason to translate the staff's Portuguese-only pages (sign-in, admin
  // area): the site counts as translated without their strings.
  for (const area of STAFF_AREAS) rmSync(join(dir, 'locales', 'en', `${area}.json`));
  await new Promise<void>((done, fail) =>
    execFile(
      process.execPath,
      ['scripts/build/build.mjs'],
      // As `npm run build` runs: under Vitest NODE_ENV is "test", with which Vite would bundle
      // React's development code.
      { cwd: dir, env: { ...withLocalBackend(process.env), NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? fail(new Error(`the build failed:\n${stdout}${stderr}`)) : done()),
    ),
  );
}, 600_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a site with an English translation, built', () => {
  it('serves a translated page in English, without JavaScript', () => {
    const html = page('en/orientadores.html');
    expect(html.includes('<html lang="en"')).toBe(true);
    expect(text(body(html)).includes(`${MARK} Orientadores`)).toBe(true);
    // No region falls back: no Portuguese mark, no notice.
    expect(/<(main|header|footer)\b[^>]*lang="pt-BR"/.test(body(html))).toBe(false);
    expect(/property="og:locale" content="en_US"/.test(html)).toBe(true);
  });

  it('says in structured data which language a page is in', () => {
    const faq = page('en/candidatos/faq.html');
    expect(faq.includes('"@type":"FAQPage","url":"http://localhost:5173/en/candidatos/faq","inLanguage":"en"')).toBe(
      true,
    );
    const post = page('en/noticias/simposio-medicina-fetal-2026.html');
    expect(post.includes('"inLanguage":"en"')).toBe(true);
  });

  it('links a translated page and its Portuguese original both ways, and indexes both', () => {
    const english = page('en/orientadores.html');
    const portuguese = page('orientadores.html');
    const both = ['pt-BR /orientadores', 'en /en/orientadores', 'x-default /orientadores'];
    expect(alternates(english)).toEqual(both);
    expect(alternates(portuguese)).toEqual(both);
    expect(canonical(english)).toBe('/en/orientadores');
    expect(noindex(english)).toBe(false);
    expect(text(body(portuguese)).includes(MARK)).toBe(false);
  });

  it('shows an untranslated page in Portuguese, marked, with a notice, kept out of indexes', () => {
    const html = page(`en${UNTRANSLATED.path}.html`);
    expect(html.includes('<html lang="en"')).toBe(true);
    expect(/<main\b[^>]*lang="pt-BR"/.test(body(html))).toBe(true);
    expect(noindex(html)).toBe(true);
    expect(alternates(html)).toEqual([]);
    expect(alternates(page(`${UNTRANSLATED.path.slice(1)}.html`))).toEqual([]);
    const original = parse(readFileSync(join(dir, 'content', UNTRANSLATED.file), 'utf8')) as { title: string };
    const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    expect(text(main).includes(original.title)).toBe(true);
    // Its buttons and labels are Portuguese too; only the notice speaks English.
    expect(text(main).includes(MARK)).toBe(false);
    expect(/data-untranslated-notice[^>]*>This page has not been translated/.test(main)).toBe(true);
    // The menus and footer around it are translated, and not marked Portuguese.
    const header = /<header\b[^>]*>[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    expect(/^<header\b[^>]*lang=/.test(header)).toBe(false);
    expect(text(header).includes(MARK)).toBe(true);
  });

  it('lists translated pages in the sitemap, and no untranslated one', () => {
    const sitemap = page('sitemap.xml');
    expect(sitemap).toContain(`<loc>${ORIGIN}/en/orientadores</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/orientadores</loc>`);
    expect(sitemap).not.toContain(`<loc>${ORIGIN}/en${UNTRANSLATED.path}</loc>`);
    // Search stays out in every language, as in Portuguese.
    expect(sitemap).not.toContain(`<loc>${ORIGIN}/en/busca</loc>`);
    // Spanish translates two pages whole (the FAQ and one page of a file of pages): they alone are listed.
    expect([...sitemap.matchAll(new RegExp(`<loc>${ORIGIN}(/es[^<]*)</loc>`, 'g'))].map(([, path]) => path)).toEqual(
      [`/es${SPANISH.page}`, `/es${firstPlaceholder()}`].sort(),
    );
  });

  it('writes dates as English does', () => {
    const shown = text(body(page('en/noticias/simposio-medicina-fetal-2026.html')));
    const month = 'January|February|March|April|May|June|July|August|September|October|November|December';
    expect(new RegExp(`\\b(${month}) \\d{1,2}, \\d{4}\\b`).test(shown)).toBe(true);
    expect(/\d{1,2} de [a-zç]+ de \d{4}/.test(shown)).toBe(false);
  });

  it('writes the home page counters as each language does', () => {
    const { counters } = parse(readFileSync(join(dir, 'content', 'programme.yaml'), 'utf8')) as {
      counters: { value: number }[];
    };
    const english = page('en.html');
    const portuguese = page('index.html');
    for (const { value } of counters) {
      expect(english.includes(`>${new Intl.NumberFormat('en').format(value)}<`), `${value} in English`).toBe(true);
      expect(portuguese.includes(`>${new Intl.NumberFormat('pt-BR').format(value)}<`), `${value} in Portuguese`).toBe(
        true,
      );
    }
  });

  it('writes lists as each language does', () => {
    // The home page's carousel lists each adviser's research lines; its HTML holds the first page
    // (giveFirstHomeAdviserTwoLines makes sure one there has two).
    const advisers = parse(readFileSync(join(dir, 'content', 'advisers.yaml'), 'utf8')) as {
      showOnHome: boolean;
      researchLines: number[];
    }[];
    const listed = advisers
      .filter((adviser) => adviser.showOnHome)
      .slice(0, PRERENDERED_PAGE_SIZE)
      .filter((adviser) => adviser.researchLines.length > 1);
    expect(listed.length).toBeGreaterThan(0);
    const list = (locale: string, lines: number[]) =>
      new Intl.ListFormat(locale, { type: 'conjunction' }).format(lines.map(String));
    const english = text(body(page('en.html')));
    const portuguese = text(body(page('index.html')));
    for (const { researchLines } of listed) {
      expect(english, list('en', researchLines)).toContain(`: ${list('en', researchLines)}`);
      expect(portuguese, list('pt-BR', researchLines)).toContain(`: ${list('pt-BR', researchLines)}`);
    }
  });

  it('ships English content on English pages only', () => {
    const englishScripts = scripts(page('en/orientadores.html')).join('\n');
    expect(englishScripts.includes(MARK)).toBe(true);
    for (const file of ['index.html', 'orientadores.html', 'noticias.html', 'busca.html'])
      expect(scripts(page(file)).join('\n').includes(MARK), file).toBe(false);
  });

  it('serves every language from one build, no chunk shared by two languages’ pages', () => {
    /** The scripts a page loads with its HTML: its entry and its module list. */
    const files = (file: string) => {
      const html = page(file);
      const entry = loaderEntry(html);
      return new Set([entry!, ...(loaderModules(html) ?? [])]);
    };
    const [portuguese, english, spanish] = [
      files('candidatos/faq.html'),
      files('en/candidatos/faq.html'),
      files('es/candidatos/faq.html'),
    ];
    // The bundler's runtime helpers, the same in every copy, are the one file two languages share.
    const shared = (a: Set<string>, b: Set<string>) =>
      [...a].filter((file) => b.has(file) && !file.includes('rolldown-runtime'));
    expect(shared(portuguese, english)).toEqual([]);
    expect(shared(portuguese, spanish)).toEqual([]);
    expect(shared(english, spanish)).toEqual([]);
    // One content build per language, no bundles per language.
    expect(
      readdirSync(dir)
        .filter((name) => name.startsWith('dist'))
        .sort(),
    ).toEqual(['dist']);
  });

  it('searches the English text of the English pages', () => {
    const index = JSON.parse(readFileSync(join(dir, '.velite', 'en', 'searchIndex.json'), 'utf8')) as SearchEntry[];
    const portugueseIndex = JSON.parse(readFileSync(join(dir, '.velite', 'searchIndex.json'), 'utf8')) as SearchEntry[];
    const faq = matchEntries(index, `${MARK} Quem pode se candidatar`);
    expect(faq.map((entry) => entry.path)).toContain('/candidatos/faq');
    expect(matchEntries(portugueseIndex, `${MARK} Quem pode`)).toEqual([]);
    // The untranslated post is still found by its Portuguese text.
    const { title } = postTitle();
    expect(matchEntries(index, title).map((entry) => entry.path)).toContain(UNTRANSLATED_POST.path);
  });

  it('marks an untranslated post as Portuguese among translated ones', () => {
    const list = body(page('en/noticias.html'));
    const card = [...list.matchAll(/<article\b([^>]*)>([\s\S]*?)<\/article>/g)].find(([, , inner]) =>
      inner!.includes(postTitle().title),
    );
    expect(card?.[1]?.includes('lang="pt-BR"')).toBe(true);
    expect(/<main\b[^>]*lang=/.test(list)).toBe(false);
  });

  it('ships each page its own language’s interface strings, and Portuguese’s where it reads in Portuguese', () => {
    const portuguese = literal(portugueseString());
    const english = literal(`${MARK} ${portugueseString()}`);
    const translated = scripts(page('en/orientadores.html')).join('\n');
    expect(english.test(translated)).toBe(true);
    expect(portuguese.test(translated)).toBe(false);
    // The untranslated page's content, buttons included, is Portuguese: it loads Portuguese's strings.
    expect(portuguese.test(scripts(page(`en${UNTRANSLATED.path}.html`)).join('\n'))).toBe(true);
    const original = scripts(page('orientadores.html')).join('\n');
    expect(portuguese.test(original)).toBe(true);
    expect(english.test(original)).toBe(false);
  });

  it('keeps every language’s pages within the JavaScript budgets', async () => {
    await inBrowser(async (browser, origin) => {
      for (const route of ['/', '/en', '/en/orientadores', '/en/busca', '/en/noticias', `/en${UNTRANSLATED.path}`]) {
        const page = await browser.newPage();
        const requested = new Set<string>();
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (request.resourceType() === 'script' && pathname.startsWith('/assets/')) requested.add(pathname);
        });
        await page.goto(`${origin}${route}`);
        await page.waitForFunction(isHydrated);
        await page.waitForLoadState('networkidle');
        await page.close();
        const bytes = [...requested].map(
          (file) => gzipSync(readFileSync(join(dir, 'dist', file)), { level: 9 }).length,
        );
        const total = bytes.reduce((sum, size) => sum + size, 0);
        expect(total, `${route}: ${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
          jsBudget(splitLanguage(route).path),
        );
      }
    });
  });

  it('reads an untranslated page reached from a translated one in Portuguese, buttons included', async () => {
    const { link } = JSON.parse(readFileSync(join(dir, 'locales/pt/database-notice.json'), 'utf8')) as { link: string };
    const portuguese = literal(portugueseString());
    await inBrowser(async (browser, origin) => {
      const page = await browser.newPage();
      const requested: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (request.resourceType() === 'script') requested.push(pathname);
      });
      /** Whether the scripts requested since the last call hold Portuguese's interface strings. */
      const loadedPortuguese = () =>
        requested.splice(0).some((file) => portuguese.test(readFileSync(join(dir, 'dist', file), 'utf8')));
      await page.goto(`${origin}/en/projetos`);
      await page.waitForFunction(isHydrated);
      await page.waitForLoadState('networkidle');
      expect(loadedPortuguese()).toBe(false);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      // A translated page needs no Portuguese string.
      await page
        .locator('main')
        .getByRole('link', { name: `${MARK} Projetos ativos` })
        .click();
      await page.waitForURL('**/en/projetos/todos');
      await page.waitForLoadState('networkidle');
      expect(loadedPortuguese()).toBe(false);
      await page.goBack();
      await page
        .locator('main')
        .getByRole('link', { name: `${MARK} Prêmios` })
        .click();
      await page.waitForURL(`**/en${UNTRANSLATED.path}`);
      // Its content in Portuguese, the database notice's link included (a key, had it not loaded).
      await page.locator('main').getByRole('link', { name: link }).waitFor();
      expect(loadedPortuguese()).toBe(true);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(await page.locator('main').getAttribute('lang')).toBe('pt-BR');
      const main = await page.locator('main').innerText();
      expect(main).toContain('This page has not been translated');
      expect(main).not.toContain(MARK);
      expect(await page.locator('header').first().innerText()).toContain(MARK);

      // The staff's sign-in page, reached from the English footer in the same document, reads in
      // Portuguese, its only language (locales/en/auth.json was left out above).
      const { tabs } = JSON.parse(readFileSync(join(dir, 'locales/pt/auth.json'), 'utf8')) as {
        tabs: { login: string };
      };
      await page
        .locator('footer')
        .getByRole('link', { name: /Acesso administrativo/ })
        .click();
      await page.waitForURL('**/auth');
      await page.getByRole('tab', { name: tabs.login, exact: true }).waitFor();
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(await page.locator('main').getAttribute('lang')).toBe('pt-BR');
      const signIn = await page.locator('main').innerText();
      expect(signIn).not.toContain(MARK);
      expect(signIn, 'a key shown in place of its words').not.toMatch(/\bauth\.\w/);
    });
  });

  it('searches in English in the browser: English results link to English pages, Portuguese ones are marked', async () => {
    // No backend answers, so only content results show.
    await inBrowser(async (browser, origin) => {
      const page = await browser.newPage();
      const search = async (term: string) => {
        await page.goto(`${origin}/en/busca?q=${encodeURIComponent(term)}`);
        await page.waitForFunction(isHydrated);
        const result = page.locator('main article').filter({ hasText: term }).first();
        await result.waitFor();
        return {
          href: await result.locator('a').first().getAttribute('href'),
          lang: await result.getAttribute('lang'),
        };
      };
      expect(await search(`${MARK} Quem pode se candidatar`)).toEqual({ href: '/en/candidatos/faq', lang: null });
      expect(await search(postTitle().title)).toEqual({ href: `/en${UNTRANSLATED_POST.path}`, lang: 'pt-BR' });
    });
  });
});

/** The text nodes of the page whose language is not the one their nearest `lang` says. */
function mislabelled(portuguese: string[]): string[] {
  const known = new Set(portuguese);
  const wrong: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template')) continue;
    const text = (node.textContent ?? '').trim();
    if (!text) continue;
    const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
    const marked = /\[(en|es)\]/.exec(text)?.[1];
    const written = marked ?? (known.has(text) ? 'pt-BR' : undefined);
    if (written && written !== lang) wrong.push(`${written} text under lang="${lang}": ${text.slice(0, 80)}`);
  }
  return wrong;
}

/** The first page of placeholders.yaml, the one the Spanish start translates. */
const firstPlaceholder = () =>
  (parse(readFileSync('content/placeholders.yaml', 'utf8')) as { path: string }[])[0]!.path;

describe('every text in every state of a translation', () => {
  // English: the shell and all pages but one (`UNTRANSLATED`, which has the shell only) and one
  // post. Spanish: one page whole without the shell, half of another page's list, nothing else.
  const pages = [
    ['all', '/en/orientadores'],
    ['all', '/en'],
    ['all', '/en/candidatos/faq'],
    ['all', '/en/linhas-pesquisa'],
    ['all', '/en/noticias'],
    ['all', '/en/institucional/programa'],
    ['all', '/en/contato'],
    ['all', '/en/candidatos'],
    ['shell only', `/en${UNTRANSLATED.path}`],
    ['shell only', `/en${UNTRANSLATED_POST.path}`],
    ['one page, no shell', `/es${SPANISH.page}`],
    ['some units', `/es${SPANISH.partial.path}`],
    ['one tab', `/es${SPANISH.tab.path}`],
    ['a section index without its areas', `/es${SPANISH.alone.section}`],
    ['the home page’s file without its area', '/es'],
    ['one page of a file of pages, the shell’s notice not translated', `/es${firstPlaceholder()}`],
    ['nothing', '/es/orientadores'],
  ];

  it.each(pages)('%s: %s marks each text with its own language', async (_state, route) => {
    const portuguese = [...portugueseTexts(dir, STAFF_AREAS)].filter((text) => text.length >= 4);
    await inBrowser(async (browser, origin) => {
      const page = await browser.newPage();
      // A hydration error is logged: none may be. No backend answers here, so database reads fail.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource|net::ERR_/.test(message.text()))
          errors.push(message.text());
      });
      await page.goto(`${origin}${route}`);
      await page.waitForFunction(isHydrated);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(mislabelled, portuguese)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  it('shows a translated entry beside untranslated ones, each marked', () => {
    const html = body(page(`es${SPANISH.partial.path}.html`));
    const cards = [...html.matchAll(/<article\b([^>]*)>([\s\S]*?)<\/article>/g)];
    const spanish = cards.filter(([, , inner]) => inner!.includes(SPANISH.mark));
    expect(spanish.length).toBeGreaterThan(0);
    expect(spanish.length).toBeLessThan(cards.length);
    for (const [, attributes] of spanish) expect(attributes).toContain('lang="es"');
    expect(/<main\b[^>]*lang="pt-BR"/.test(html)).toBe(true);
  });

  it('shows a translated tab beside untranslated ones, marked, in a page still Portuguese', () => {
    const html = body(page(`es${SPANISH.tab.path}.html`));
    const tabs = [...html.matchAll(/<button\b([^>]*role="tab"[^>]*)>([\s\S]*?)<\/button>/g)];
    const spanish = tabs.filter(([, , inner]) => inner!.includes(SPANISH.mark));
    expect(spanish).toHaveLength(1);
    expect(spanish[0]![1]).toContain('lang="es"');
    expect(tabs.length).toBeGreaterThan(1);
    expect(/<main\b[^>]*lang="pt-BR"/.test(html)).toBe(true);
  });

  it('counts a page translated by its own units: indexed, linked, without the notice, its shell Portuguese', () => {
    const html = page(`es${SPANISH.page}.html`);
    expect(noindex(html)).toBe(false);
    expect(canonical(html)).toBe(`/es${SPANISH.page}`);
    expect(alternates(html)).toEqual([
      `pt-BR ${SPANISH.page}`,
      `en /en${SPANISH.page}`,
      `es /es${SPANISH.page}`,
      `x-default ${SPANISH.page}`,
    ]);
    expect(/<main\b[^>]*lang=/.test(body(html))).toBe(false);
    expect(html.includes('data-untranslated-notice')).toBe(false);
    expect(/<header\b[^>]*lang="pt-BR"/.test(body(html))).toBe(true);
    expect(/property="og:locale" content="es_ES"/.test(html)).toBe(true);
  });
});
