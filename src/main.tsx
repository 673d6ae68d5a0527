import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './app/router';
import { startI18n } from './lib/i18n';
import './styles';

// Evaluating the modules, starting i18next, building the router and hydrating each take tens of
// milliseconds on a cheap phone; run in separate tasks, the browser can paint and answer input
// between them.
setTimeout(() => {
  startI18n();
  setTimeout(() => {
    const router = createAppRouter();
    setTimeout(() => start(router));
  });
});

function start(router: ReturnType<typeof createAppRouter>) {
  const container = document.getElementById('root')!;
  // Prerendered pages are hydrated; the dev server (a #root holding only the template comment)
  // and shells that answer many URLs (data-client-render) render on the client.
  if (container.firstElementChild && !('clientRender' in container.dataset)) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: a tap during hydration is answered at once.
    startTransition(() => {
      hydrateRoot(container, <RouterClient router={router} />);
    });
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
