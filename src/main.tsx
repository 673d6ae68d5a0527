import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './app/router';
import './styles';

const router = createAppRouter();
const container = document.getElementById('root')!;

// Prerendered pages are hydrated; the dev server (a #root holding only the template comment)
// and shells that answer many URLs (data-client-render) render on the client.
if (container.firstElementChild && !('clientRender' in container.dataset)) {
  hydrateRoot(container, <RouterClient router={router} />);
} else {
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
