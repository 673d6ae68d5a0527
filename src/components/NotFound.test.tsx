import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, type Language } from '@/lib/i18n';
import common from '../../locales/pt/common.json';
import { NotFound } from './NotFound';

// The not-found heading's words are English in the Portuguese interface; a screen reader must
// read them with an English voice on every page that shows those words, and with the page's own
// once a language translates them.
async function render(language: Language, files: Record<string, Record<string, unknown>>) {
  const router = createRouter({
    routeTree: createRootRoute({ component: NotFound }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return renderToString(
    <I18nextProvider i18n={createI18n(language, { '../../locales/pt/common.json': common, ...files })}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

const heading = (html: string) => /<h1[^>]*>[^<]*<\/h1>/.exec(html)?.[0];

describe('the not-found heading', () => {
  const spanish = { notFound: { ...common.notFound, heading: '¡Vaya! Página no encontrada' } };
  it.each([
    ['a Portuguese page', 'pt', {}, 'Oops! Page not found', ' lang="en"'],
    ['an English page with the Portuguese interface', 'en', {}, 'Oops! Page not found', ' lang="en"'],
    ['a Spanish page before Spanish translates it', 'es', {}, 'Oops! Page not found', ' lang="en"'],
    [
      'a Spanish page once Spanish translates it',
      'es',
      { '../../locales/es/common.json': spanish },
      '¡Vaya! Página no encontrada',
      '',
    ],
  ] as const)('on %s (%s)', async (_label, language, files, words, mark) => {
    const html = await render(language, files);
    expect(heading(html)).toMatch(new RegExp(`^<h1[^>]*?${mark}[^>]*>${words}</h1>$`));
    if (!mark) expect(heading(html)).not.toContain('lang=');
  });
});
