import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './app/router';
import { loadPageStrings, startI18n } from './lib/i18n';
import { languageInfo, splitLanguage } from './lib/languages';
import { loadTranslationsFor, startFromPage } from './lib/translations';
import { contentHydrated, isPrerendered } from './lib/page-hydration';
import { leaveTapsToBrowserUntil } from './lib/taps-while-hydrating';
import './styles';

// The page's language is in its URL. Strings the entry does not carry (an untranslated page's
// notice, or Portuguese's for a region that reads in Portuguese where an area came in the page's
// language) come as a pack of their own, which the prerendered page has already asked for.
const { language, path } = splitLanguage(window.location.pathname);
// The prerendered page already says so; the dev server's empty template does not. Written only
// when it differs: writing it, even unchanged, makes the browser restyle the whole page.
const { htmlLang } = languageInfo(language);
if (document.documentElement.lang !== htmlLang) document.documentElement.lang = htmlLang;

// The page's own part of the translation map, written by the prerender; the rest loads before
// another page shows (the root route), or now where the page is not the one prerendered.
const translations = document.documentElement.dataset.translations;
if (translations) startFromPage(JSON.parse(translations));

const root = document.getElementById('root')!;

// Evaluating the modules, starting i18next, building the router and hydrating each take tens of
// milliseconds on a cheap phone; run in separate tasks, the browser can paint and answer input
// between them.
const begin = () => {
  startI18n(language);
  setTimeout(() => {
    const router = createAppRouter(language);
    setTimeout(() => start(router));
  });
};
const map = loadTranslationsFor(path);
const strings = map ? map.then(() => loadPageStrings(language, path)) : loadPageStrings(language, path);
if (strings) {
  // Strings that fail to download leave a prerendered page as it is, readable and its links
  // working, rather than hydrated with keys in place of words; a page rendered here starts anyway.
  strings.then(begin, () => {
    if (!isPrerendered(root)) begin();
  });
} else {
  setTimeout(() => begin());
}

function start(router: ReturnType<typeof createAppRouter>) {
  const container = root;
  if (isPrerendered(container)) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: a tap during hydration is answered at once. A tap on a
    // link or a text field meanwhile is the browser's alone (see lib/taps-while-hydrating).
    leaveTapsToBrowserUntil(contentHydrated);
    startTransition(() => {
      hydrateRoot(container, <RouterClient router={router} />);
    });
    // Until the page's content has hydrated, a navigation the page's own code starts waits for it
    // (see lib/page-hydration).
    const unblock = router.history.block({
      blockerFn: () => contentHydrated.then(() => false),
      enableBeforeUnload: false,
    });
    void contentHydrated.then(unblock);
  } else {
    // The route's code and data first, so that React's first commit is the whole page: until
    // then the markup already there (a shell's loading state) stays on screen. Rendered as a
    // transition, for the same reason as hydration.
    // A route that failed to load is rendered all the same: the router shows its error page.
    const render = () =>
      startTransition(() => {
        createRoot(container).render(
          <StrictMode>
            <RouterProvider router={router} />
          </StrictMode>,
        );
      });
    router.load().then(render, render);
  }
}
