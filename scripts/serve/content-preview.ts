// `npm run dev`: an edit of content/ shows in the browser without a restart. Each change rebuilds
// content/ as `npm run content` does; the pages import .velite/, so Vite's hot reload carries a
// good edit to the open page. A mistake goes to the terminal and to the browser, in Vite's error
// overlay, as the same report (file, entry, field); the next good edit clears it and reloads.
import { relative, resolve, sep } from 'node:path';
import type { ViteDevServer } from 'vite';
import { checkContent } from '../build/content.ts';
import { CONTENT_ROOT } from '../../src/content-schema/messages.ts';

/** Whether a changed file is content an edit of which the site shows (not the editor schemas). */
export function isContentEdit(file: string, root = resolve(CONTENT_ROOT)): boolean {
  const path = relative(root, file);
  return path !== '' && !path.startsWith('..') && !path.startsWith(`.schemas${sep}`) && path !== '.schemas';
}

/** Rebuilds content on every edit while the dev server runs, reporting mistakes in the browser. */
export function previewContent(server: ViteDevServer, check: typeof checkContent = checkContent): void {
  let failed: string | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  const showError = () =>
    server.ws.send({ type: 'error', err: { message: failed ?? '', stack: '', plugin: 'velite (content/)' } });

  async function rebuild() {
    // One build at a time; edits made meanwhile are read by one more.
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const problems = await check({ clean: false });
        if (problems) {
          failed = problems;
          server.config.logger.error(problems, { timestamp: true });
          showError();
        } else if (failed) {
          failed = null;
          server.config.logger.info('conteúdo conferido: nenhum erro', { timestamp: true });
          server.ws.send({ type: 'full-reload' });
        }
      } while (again);
    })();
    await running;
    running = null;
  }

  // A page opened or reloaded while content is broken is told too.
  server.ws.on('connection', () => failed && showError());
  server.watcher.add(resolve(CONTENT_ROOT));
  server.watcher.on('all', (event, file) => {
    if (event !== 'addDir' && event !== 'unlinkDir' && isContentEdit(file)) void rebuild();
  });
}
