import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { BACKEND, expect, hydrated, signInWithSession, test } from './fixtures';

// The admin area against the local backend the test server starts (seeded, in memory): what an
// administrator writes in /cms shows on the public pages at once. Records written here carry
// words no other test searches for ("Quimerismo", "Postaplex", "Zetaplex"), since every test shares the backend.
async function openCms(page: Page, tab?: string) {
  await page.goto(tab ? `/cms?aba=${tab}` : '/cms');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciamento de conteúdo' })).toBeVisible();
}

const form = (page: Page) => page.getByRole('main').locator('form');
const field = (page: Page, label: string | RegExp) =>
  form(page).getByLabel(label, { exact: typeof label === 'string' });
const row = (page: Page, name: string | RegExp) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
/** The message beside a field (Mantine links it with aria-describedby). */
const messageOf = async (input: Locator) => {
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => input.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
};

/** Rows written straight into the database with the service key (setup, not the thing tested). */
async function serviceInsert(request: APIRequestContext, table: string, rows: object[]) {
  const response = await request.post(`${BACKEND}/rest/v1/${table}`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    data: rows,
  });
  expect(response.status()).toBe(201);
}
async function serviceDelete(request: APIRequestContext, table: string, filter: string) {
  await request.delete(`${BACKEND}/rest/v1/${table}?${filter}`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
}

test('news: a post written in /cms is on /noticias, at its address and in search; edited, unpublished, deleted', async ({
  page,
  request,
}) => {
  // A whole editing round trip through the public pages: slow, more so on a loaded machine.
  test.slow();
  await signInWithSession(page, request);
  await openCms(page, 'noticias');
  await page.getByRole('button', { name: 'Nova notícia' }).click();
  await field(page, /^Título/).fill('Quimerismo fetal: o que sabemos');
  // The address follows the title.
  await expect(field(page, /^Endereço/)).toHaveValue('quimerismo-fetal-o-que-sabemos');
  await expect(form(page).getByText('A notícia fica em /noticias/quimerismo-fetal-o-que-sabemos')).toBeVisible();
  await field(page, /^Texto/).fill(
    [
      '## Células que atravessam a placenta',
      '',
      'Um estudo **Postaplex** com *gestantes*:',
      '',
      '- primeira coleta',
      '- segunda coleta',
      '',
      '[Edital](https://exemplo.edu.br/edital) e [perigo](javascript:alert(1)).',
      '',
      '<script>window.__injected = true</script> <img src=x onerror="window.__injected = true">',
    ].join('\n'),
  );
  await form(page).getByRole('tab', { name: 'Pré-visualizar' }).click();
  const preview = form(page).getByRole('region', { name: 'Pré-visualização do texto' });
  await expect(preview.getByRole('heading', { level: 3, name: 'Células que atravessam a placenta' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await form(page).getByRole('tab', { name: 'Escrever' }).click();
  await field(page, /^Categoria/).fill('Comunicados');
  await field(page, /^Autor/).fill('Equipe Postaplex');
  await field(page, /^Situação/).selectOption('Publicada');
  await form(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('“Quimerismo fetal: o que sabemos” foi criado.')).toBeVisible();
  await expect(row(page, /Quimerismo fetal: o que sabemos/)).toContainText('Publicada');

  // The public pages read it at once: the list, the post's own page, the search.
  await page.goto('/noticias');
  await hydrated(page);
  const card = page.getByRole('article').filter({ hasText: 'Quimerismo fetal: o que sabemos' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Células que atravessam a placenta Um estudo Postaplex com gestantes:');
  // No cover: artwork of the same proportions names the category instead.
  await expect(card.getByTestId('news-card-art')).toHaveText('Comunicados');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/noticias\/quimerismo-fetal-o-que-sabemos$/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'Quimerismo fetal: o que sabemos' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 3, name: 'Células que atravessam a placenta' })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('Postaplex');
  await expect(article.getByRole('listitem')).toHaveCount(2);
  await expect(article.getByRole('link', { name: 'Edital' })).toHaveAttribute('href', 'https://exemplo.edu.br/edital');
  // Markup and dangerous links show as text; nothing of them runs.
  await expect(article.getByRole('link', { name: 'perigo' })).toHaveCount(0);
  await expect(article).toContainText('<script>window.__injected = true</script>');
  await expect(article.locator('script:not([type="application/ld+json"]), img[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  await page.goto('/busca?q=Postaplex');
  await expect(page.getByRole('heading', { name: 'Quimerismo fetal: o que sabemos' })).toBeVisible();

  // An edit shows on the next visit.
  await openCms(page, 'noticias');
  await page.getByLabel('Filtrar por título').fill('Quimerismo');
  await expect(page.getByTestId('record-count')).toHaveText('1 registro');
  await row(page, /Quimerismo fetal/)
    .getByRole('button', { name: 'Editar “Quimerismo fetal: o que sabemos”' })
    .click();
  await expect(field(page, /^Título/)).toHaveValue('Quimerismo fetal: o que sabemos');
  // An existing post keeps its address when its title changes.
  await field(page, /^Título/).fill('Quimerismo fetal: o que já sabemos');
  await expect(field(page, /^Endereço/)).toHaveValue('quimerismo-fetal-o-que-sabemos');
  await form(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Alterações em “Quimerismo fetal: o que já sabemos” salvas.')).toBeVisible();
  await page.goto('/noticias/quimerismo-fetal-o-que-sabemos');
  await expect(page.getByRole('heading', { level: 1, name: 'Quimerismo fetal: o que já sabemos' })).toBeVisible();

  // Unpublished, its address is the not-found page and it leaves the list and the search.
  await openCms(page, 'noticias');
  await row(page, /Quimerismo fetal/)
    .getByRole('button', { name: 'Despublicar “Quimerismo fetal: o que já sabemos”' })
    .click();
  await expect(page.getByText('“Quimerismo fetal: o que já sabemos” voltou a ser rascunho.')).toBeVisible();
  await expect(row(page, /Quimerismo fetal/)).toContainText('Rascunho');
  await page.goto('/noticias/quimerismo-fetal-o-que-sabemos');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await page.goto('/noticias');
  await hydrated(page);
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  await expect(page.getByText('Quimerismo fetal')).toHaveCount(0);
  await page.goto('/busca?q=Postaplex');
  await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible();

  // Deleted, after a confirmation.
  await openCms(page, 'noticias');
  await row(page, /Quimerismo fetal/)
    .getByRole('button', { name: 'Excluir “Quimerismo fetal: o que já sabemos”' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Excluir “Quimerismo fetal: o que já sabemos”?' });
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(page.getByText('“Quimerismo fetal: o que já sabemos” foi excluído.')).toBeVisible();
  await expect(row(page, /Quimerismo fetal/)).toHaveCount(0);
});

test.describe('news validation', () => {
  // The database answers the duplicate address with 409, a reserved one with 400.
  test.use({ allowedConsole: /status of (409|400)/ });

  test('news: each field says what is wrong before anything is sent; a taken address is refused beside it', async ({
    page,
    request,
  }) => {
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${BACKEND}/rest/v1/blog_posts`) && r.method() !== 'GET' && r.method() !== 'HEAD')
        writes.push(r.method());
    });
    await signInWithSession(page, request);
    await openCms(page, 'noticias');
    await page.getByRole('button', { name: 'Nova notícia' }).click();
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(form(page).getByText('Corrija os 4 campos destacados antes de salvar.')).toBeVisible();
    await expect(field(page, /^Título/)).toBeFocused();
    for (const label of [/^Título/, /^Endereço/, /^Texto/, /^Autor/])
      expect(await messageOf(field(page, label))).toContain('Preencha este campo.');
    await field(page, /^Endereço/).fill('Não É Válido');
    expect(await messageOf(field(page, /^Endereço/))).toContain('Use só letras minúsculas sem acento');
    await field(page, /^Endereço/).fill('agenda');
    expect(await messageOf(field(page, /^Endereço/))).toContain('Este endereço já é de outra página do site.');
    expect(writes).toEqual([]);

    // The database refuses a duplicate address (409, 23505): said beside the field, nothing lost.
    await field(page, /^Título/).fill('Outra chamada Zetaplex');
    await field(page, /^Endereço/).fill('aula-inaugural-2026');
    await field(page, /^Texto/).fill('Texto da chamada.');
    await field(page, /^Autor/).fill('Equipe Zetaplex');
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(field(page, /^Endereço/)).toBeFocused();
    expect(await messageOf(field(page, /^Endereço/))).toContain('Já existe uma notícia com este endereço.');
    expect(writes).toEqual(['POST']);
    await expect(field(page, /^Título/)).toHaveValue('Outra chamada Zetaplex');
    await expect(field(page, /^Texto/)).toHaveValue('Texto da chamada.');

    // An address the database reserves for a page of a newer build than the editor's (the editor
    // does not know it): the database refuses it by name, and the editor says why beside the field.
    await serviceInsert(request, 'reserved_slugs', [
      { slug: 'zetaplex-reservado', page: '/noticias/zetaplex-reservado' },
    ]);
    try {
      await field(page, /^Endereço/).fill('zetaplex-reservado');
      await form(page).getByRole('button', { name: 'Salvar' }).click();
      await expect(field(page, /^Endereço/)).toBeFocused();
      expect(await messageOf(field(page, /^Endereço/))).toContain('Este endereço já é de outra página do site.');
      expect(writes).toEqual(['POST', 'POST']);
    } finally {
      await serviceDelete(request, 'reserved_slugs', 'slug=eq.zetaplex-reservado');
    }

    // Leaving with unsaved changes asks first, and staying keeps everything.
    await page.getByRole('tab', { name: 'Visão geral' }).click();
    const dialog = page.getByRole('dialog', { name: 'Descartar as alterações?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(dialog).toBeHidden();
    await expect(field(page, /^Título/)).toHaveValue('Outra chamada Zetaplex');
    await form(page).getByRole('button', { name: 'Voltar à lista' }).click();
    await dialog.getByRole('button', { name: 'Descartar alterações' }).click();
    await expect(page.getByRole('button', { name: 'Nova notícia' })).toBeVisible();
    expect(writes).toEqual(['POST', 'POST']);
  });
});

test('closing the tab with unsaved changes asks the browser to confirm', async ({ page, request }) => {
  await signInWithSession(page, request);
  await openCms(page, 'egressos');
  await page.getByRole('button', { name: 'Novo egresso' }).click();
  await field(page, /^Nome/).fill('Zetaplex sem salvar');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});

test.describe('a backend that fails mid-save', () => {
  test.use({ allowedConsole: /ERR_FAILED|ERR_CONNECTION|Failed to fetch/ });

  test('keeps the form as typed, says what happened, and saves once the backend is back', async ({ page, request }) => {
    await signInWithSession(page, request);
    await openCms(page, 'egressos');
    await page.getByRole('button', { name: 'Novo egresso' }).click();
    await field(page, /^Nome/).fill('Zeta Quimerismo Souza');
    await field(page, /^Nível/).selectOption('Doutorado');
    await field(page, /^Título do trabalho/).fill('Microquimerismo Zetaplex no puerpério');
    await field(page, /^Ano de conclusão/).fill('2025');
    // The write never reaches the database.
    await page.route(`${BACKEND}/rest/v1/egressos**`, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
    );
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(form(page).getByRole('alert').filter({ hasText: 'Nada foi salvo' })).toContainText(
      'Não foi possível conectar ao servidor.',
    );
    await expect(field(page, /^Nome/)).toHaveValue('Zeta Quimerismo Souza');
    await expect(field(page, /^Nível/)).toHaveValue('Doutorado');
    await expect(field(page, /^Título do trabalho/)).toHaveValue('Microquimerismo Zetaplex no puerpério');
    await expect(field(page, /^Ano de conclusão/)).toHaveValue('2025');
    await page.unroute(`${BACKEND}/rest/v1/egressos**`);
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('“Zeta Quimerismo Souza” foi criado.')).toBeVisible();
    await serviceDelete(request, 'egressos', 'nome=eq.Zeta%20Quimerismo%20Souza');
  });
});

test('scientific output: created, found in search with its details, edited and deleted; years are checked', async ({
  page,
  request,
}) => {
  // A whole editing round trip through the public pages: slow, more so on a loaded machine.
  test.slow();
  await signInWithSession(page, request);
  await openCms(page, 'producao');
  await page.getByRole('button', { name: 'Nova produção' }).click();
  await field(page, /^Título/).fill('Zetaplex e pré-eclâmpsia precoce');
  await field(page, /^Tipo/).selectOption('Artigo');
  await field(page, /^Ano/).fill('1850');
  await field(page, /^Autores/).fill('Quimera, A.\nZeta, B.');
  await field(page, /^Palavras-chave/).fill('placenta\nZetaplex');
  await form(page).getByRole('button', { name: 'Salvar' }).click();
  expect(await messageOf(field(page, /^Ano/))).toMatch(/Informe um ano entre 1900 e \d{4}\./);
  await field(page, /^Ano/).fill('2025');
  await form(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('“Zetaplex e pré-eclâmpsia precoce” foi criado.')).toBeVisible();

  await page.goto('/busca?q=Zetaplex');
  const result = page.getByRole('article').filter({ hasText: 'Zetaplex e pré-eclâmpsia precoce' });
  await expect(result).toContainText('Produção - Artigo');
  await expect(result).toContainText('Quimera, A.; Zeta, B.');
  await expect(result).toContainText('2025');

  await openCms(page, 'producao');
  await page.getByLabel('Tipo').selectOption('Artigo');
  await page.getByLabel('Filtrar por título').fill('Zetaplex');
  // The filter applies once the typing pauses and the list redraws: a click before that can land
  // where the row no longer is.
  await expect(page).toHaveURL(/busca=Zetaplex/);
  await expect(page.getByTestId('record-count')).toHaveText('1 registro');
  await row(page, 'Zetaplex e pré-eclâmpsia precoce')
    .getByRole('button', { name: 'Editar “Zetaplex e pré-eclâmpsia precoce”' })
    .click();
  await expect(field(page, /^Autores/)).toHaveValue('Quimera, A.\nZeta, B.');
  await field(page, /^Tipo/).selectOption('Tese');
  await form(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Alterações em “Zetaplex e pré-eclâmpsia precoce” salvas.')).toBeVisible();
  await page.goto('/busca?q=Zetaplex');
  await expect(page.getByRole('article').filter({ hasText: 'Zetaplex e pré-eclâmpsia precoce' })).toContainText(
    'Produção - Tese',
  );

  await openCms(page, 'producao');
  await page.getByLabel('Filtrar por título').fill('Zetaplex');
  await expect(page.getByTestId('record-count')).toHaveText('1 registro');
  await row(page, 'Zetaplex e pré-eclâmpsia precoce')
    .getByRole('button', { name: /^Excluir/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(page.getByText('Nenhum registro corresponde aos filtros.')).toBeVisible();
});

test('alumni, by keyboard alone: created, found in search with level, year and adviser, edited, deleted', async ({
  page,
  request,
}) => {
  // A whole editing round trip through the public pages: slow, more so on a loaded machine.
  test.slow();
  await signInWithSession(page, request);
  await openCms(page);
  // The tabs take arrow keys; Enter opens what a button offers.
  await page.getByRole('tab', { name: 'Visão geral' }).focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Egressos' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/aba=egressos/);
  await page.getByRole('button', { name: 'Novo egresso' }).focus();
  await page.keyboard.press('Enter');
  await expect(field(page, /^Nome/)).toBeVisible();
  await field(page, /^Nome/).focus();
  await page.keyboard.type('Zetaplex Quimera Lima');
  await page.keyboard.press('Tab');
  await expect(field(page, /^Nível/)).toBeFocused();
  await field(page, /^Nível/).selectOption('Mestrado');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Quimerismo e tolerância materna');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1972');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Profa. Zeta Orientadora');
  await page.keyboard.press('Enter');
  // 1972 is before the programme began.
  await expect(field(page, /^Ano de conclusão/)).toBeFocused();
  expect(await messageOf(field(page, /^Ano de conclusão/))).toMatch(/Informe um ano entre 1973 e \d{4}\./);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2024');
  await page.keyboard.press('Enter');
  await expect(page.getByText('“Zetaplex Quimera Lima” foi criado.')).toBeVisible();

  await page.goto('/busca?q=Zetaplex%20Quimera');
  const result = page.getByRole('article').filter({ hasText: 'Zetaplex Quimera Lima' });
  await expect(result).toContainText('Mestrado');
  await expect(result).toContainText('2024');
  await expect(result).toContainText('Profa. Zeta Orientadora');

  await openCms(page, 'egressos');
  await page.getByLabel('Nível').selectOption('Mestrado');
  await page.getByRole('button', { name: 'Editar “Zetaplex Quimera Lima”' }).focus();
  await page.keyboard.press('Enter');
  await field(page, /^Área de atuação/).focus();
  await page.keyboard.type('Medicina fetal');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Alterações em “Zetaplex Quimera Lima” salvas.')).toBeVisible();
  await page.getByRole('button', { name: 'Excluir “Zetaplex Quimera Lima”' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('“Zetaplex Quimera Lima” foi excluído.')).toBeVisible();
});

test('the list pages through hundreds of posts, newest first, and filters by title and status', async ({
  page,
  request,
}) => {
  // 45 drafts, a day apart: nothing public changes.
  await serviceInsert(
    request,
    'blog_posts',
    Array.from({ length: 45 }, (_, i) => ({
      title: `Zetaplex rascunho ${String(i + 1).padStart(2, '0')}`,
      slug: `zetaplex-rascunho-${i + 1}`,
      author: 'Equipe Zetaplex',
      content: 'Rascunho.',
      created_at: new Date(Date.UTC(2020, 0, 1 + i)).toISOString(),
    })),
  );
  try {
    await signInWithSession(page, request);
    await page.goto('/cms?aba=noticias&busca=Zetaplex%20rascunho');
    await hydrated(page);
    await expect(page.getByTestId('record-count')).toHaveText('45 registros');
    await expect(page.getByText('Página 1 de 3')).toBeVisible();
    await expect(page.getByRole('rowheader').first()).toContainText('Zetaplex rascunho 45');
    await expect(page.getByRole('rowheader')).toHaveCount(20);
    const paging = page.getByRole('navigation', { name: 'Paginação' });
    await expect(paging.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await paging.getByRole('button', { name: 'Próxima página' }).click();
    await paging.getByRole('button', { name: 'Próxima página' }).click();
    await expect(page.getByText('Página 3 de 3')).toBeVisible();
    await expect(page.getByRole('rowheader')).toHaveCount(5);
    await expect(page.getByRole('rowheader').last()).toContainText('Zetaplex rascunho 01');
    // A page past the end (a hand-edited address) shows the last one.
    await page.goto('/cms?aba=noticias&busca=Zetaplex%20rascunho&pagina=9');
    await expect(page.getByText('Página 3 de 3')).toBeVisible();
    await expect(page).toHaveURL(/pagina=3/);
    await page.getByLabel('Situação').selectOption('Publicada');
    await expect(page.getByText('Nenhum registro corresponde aos filtros.')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page.getByTestId('record-count')).not.toHaveText('45 registros');
  } finally {
    await serviceDelete(request, 'blog_posts', 'slug=like.zetaplex-rascunho-*');
  }
});

test('the overview shows each module’s state and counts; events and awards keep their placeholder', async ({
  page,
  request,
}) => {
  await signInWithSession(page, request);
  await openCms(page);
  for (const [module, state] of [
    ['Produção científica', 'Ativo'],
    ['Eventos', 'Aguardando banco de dados'],
    ['Notícias', 'Ativo'],
    ['Egressos', 'Ativo'],
    ['Prêmios', 'Aguardando banco de dados'],
  ] as const)
    await expect(page.getByRole('region', { name: module })).toContainText(`Status: ${state}`);
  await expect(page.getByTestId('count-news')).toHaveText(/^\d+ notícias: \d+ publicada\(s\), \d+ rascunho\(s\)$/);
  await expect(page.getByTestId('count-output')).toHaveText(/^\d+ registros de produção$/);
  await expect(page.getByTestId('count-alumni')).toHaveText(/^\d+ egressos$/);
  for (const tab of ['Eventos', 'Prêmios']) {
    await page.getByRole('tab', { name: tab }).click();
    // Within the tab's own panel: until it shows, the overview's cards say the same.
    await expect(
      page.getByRole('tabpanel', { name: tab }).getByText('Status: Aguardando banco de dados'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Ativar Módulo' }).click();
    await expect(
      page
        .locator('.mantine-Notification-root')
        .filter({ hasText: 'Lovable Cloud será necessário para ativar o banco de dados' }),
    ).not.toHaveCount(0);
  }
});

test.describe('a signed-in account without the admin role', () => {
  test.use({ allowedConsole: /status of 403/ });

  test('is turned away from /cms, and the database refuses its writes', async ({ page, request }) => {
    const account = { email: `zetaplex-${Date.now()}@exemplo.edu.br`, password: 'Visitante!2026' };
    const signUp = await request.post(`${BACKEND}/auth/v1/signup`, {
      headers: { apikey: LOCAL_ANON_KEY },
      data: account,
    });
    expect(signUp.ok()).toBe(true);
    const { access_token: token } = await signUp.json();
    await signInWithSession(page, request, { account });
    await page.goto('/cms?aba=noticias');
    await expect(page.getByText('Você precisa ser administrador para acessar esta página')).toHaveCount(1);
    await expect(page).toHaveURL(/\/$/);
    const write = await request.post(`${BACKEND}/rest/v1/blog_posts`, {
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}` },
      data: { title: 'Intrusa', slug: 'intrusa-zetaplex', author: 'X', status: 'published' },
    });
    expect(write.status()).toBe(403);
    expect((await write.json()).code).toBe('42501');
  });
});

test('posts written before the database refused them (no real date; a blank title and a status the editor does not offer) are listed and open in the editor', async ({
  page,
  request,
}) => {
  // Rows as the local backend returns such rows (supabase/tests/bad-rows.test.ts writes them by SQL).
  const post = {
    excerpt: null,
    content: 'Texto antigo.',
    category: 'Geral',
    author: 'Secretaria',
    updated_at: '2026-01-01T00:00:00+00:00',
    updated_by: null,
  };
  const bad = {
    ...post,
    id: '00000000-0000-4000-8000-00000000b0d1',
    title: 'Zetaplex aviso sem data',
    slug: 'zetaplex-aviso-sem-data',
    status: 'published',
    created_at: 'infinity',
  };
  const blank = {
    ...post,
    id: '00000000-0000-4000-8000-00000000b0d2',
    title: '\u200b',
    slug: 'zetaplex-sem-titulo',
    status: 'arquivado',
    created_at: '2026-01-02T12:00:00+00:00',
  };
  await page.route(`${BACKEND}/rest/v1/blog_posts**`, async (route) => {
    const url = route.request().url();
    const one = [bad, blank].find((row) => url.includes(row.id));
    if (route.request().method() !== 'GET' || (!url.includes('Zetaplex') && !one)) return route.fallback();
    if (one) return route.fulfill({ json: one, headers: { 'Access-Control-Allow-Origin': '*' } });
    const response = await route.fetch();
    return route.fulfill({
      response,
      json: [bad, blank],
      headers: { ...response.headers(), 'content-range': '0-1/2' },
    });
  });
  await signInWithSession(page, request);
  await page.goto('/cms?aba=noticias&busca=Zetaplex%20aviso');
  await hydrated(page);
  const listed = row(page, bad.title);
  await expect(listed).toBeVisible();
  await expect(listed.getByRole('cell').nth(1)).toHaveText('');
  await expect(page.getByText('Algo deu errado')).toHaveCount(0);
  const untitled = row(page, /^Sem título/);
  await expect(untitled).toBeVisible();
  await untitled.getByRole('button', { name: 'Editar “Sem título”' }).click();
  await expect(field(page, /^Endereço/)).toHaveValue(blank.slug);
  await expect(field(page, /^Situação/)).toHaveValue('arquivado');
  await page.getByRole('button', { name: 'Voltar à lista' }).click();
  await listed.getByRole('button', { name: `Editar “${bad.title}”` }).click();
  await expect(field(page, /^Título/)).toHaveValue(bad.title);
  await expect(field(page, /^Endereço/)).toHaveValue(bad.slug);
});
