// `npm run size [-- /path …]`: the JavaScript and CSS each route loads in a real browser
// (Debian's Chromium), raw and gzip bytes, measured on the built site (run `npm run build` first).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startStaticServer } from './serve.mjs';

const DEFAULT_ROUTES = ['/', '/orientadores', '/linhas-pesquisa', '/busca', '/candidatos/faq', '/institucional/ccp'];
const routes = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_ROUTES;
const port = Number(process.env.SIZE_PORT ?? 4598);

const server = await startStaticServer({ port });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
try {
  for (const route of routes) {
    const page = await browser.newPage();
    const assets = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === String(port) && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
    await page.close();
    const totals = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
    for (const asset of assets) {
      const bytes = await readFile(join('dist', asset));
      const kind = asset.endsWith('.css') ? 'css' : 'js';
      totals[kind].raw += bytes.length;
      totals[kind].gzip += gzipSync(bytes, { level: 9 }).length;
      totals[kind].files += 1;
    }
    rows.push({ route, ...totals });
  }
} finally {
  await browser.close();
  server.close();
}

const pad = (value, width) => String(value).padEnd(width);
console.log(
  `${pad('route', 22)}${pad('JS files', 10)}${pad('JS raw', 12)}${pad('JS gzip', 12)}${pad('CSS raw', 12)}CSS gzip`,
);
for (const { route, js, css } of rows) {
  console.log(
    `${pad(route, 22)}${pad(js.files, 10)}${pad(kb(js.raw), 12)}${pad(kb(js.gzip), 12)}${pad(kb(css.raw), 12)}${kb(css.gzip)}`,
  );
}
