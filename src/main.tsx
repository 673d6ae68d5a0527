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
    container.replaceChildren();
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
}
