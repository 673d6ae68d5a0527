// `npm run size [-- /path …] [--packages [N]]`: the JavaScript and CSS each route loads in a real
// browser (Debian's Chromium), raw and gzip bytes, measured on the built site (run `npm run build`
// first). With --packages, each route's JavaScript is also split by where it came from: the N
// largest packages and source files (default 25), named through source maps built aside
// (scripts/bench/source-maps.ts). A file's gzip bytes are shared in proportion to the characters
// each origin wrote in it, so the split is an estimate; the totals are exact.
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, serveBuilds } from './harness.ts';
import { buildWithSourceMaps, charactersByOrigin, readSourceMap, UNMAPPED } from './source-maps.ts';

const DEFAULT_ROUTES = ['/', '/orientadores', '/linhas-pesquisa', '/busca', '/candidatos/faq', '/institucional/ccp'];
function parseArgs(argv) {
  const options = { routes: [], packages: 0 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--packages') options.packages = /^\d+$/.test(argv[i + 1] ?? '') ? Number(argv[++i]) : 25;
    else if (argv[i].startsWith('/')) options.routes.push(argv[i]);
    else throw new Error(`unknown argument ${argv[i]} (usage: npm run size -- [/route …] [--packages [N]])`);
  }
  if (options.routes.length === 0) options.routes = DEFAULT_ROUTES;
  return options;
}
const { routes, packages } = parseArgs(process.argv.slice(2));
const maps = packages ? mkdtempSync(join(tmpdir(), 'size-maps-')) : null;
if (maps) buildWithSourceMaps(maps);
const port = Number(process.env.SIZE_PORT ?? 4598);

const site = await serveBuilds(['dist'], port);
const browser = await launchChromium();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
const unmappedFiles = new Set();
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
    const origins = new Map();
    for (const asset of assets) {
      const bytes = await readFile(join('dist', asset));
      const kind = asset.endsWith('.css') ? 'css' : 'js';
      const gzip = gzipSync(bytes, { level: 9 }).length;
      totals[kind].raw += bytes.length;
      totals[kind].gzip += gzip;
      totals[kind].files += 1;
      if (maps && kind === 'js') {
        const map = readSourceMap(join(maps, `${asset}.map`));
        if (!map) unmappedFiles.add(asset);
        addOrigins(origins, bytes.toString('utf8'), gzip, map);
      }
    }
    rows.push({ route, ...totals, origins });
  }
} finally {
  await browser.close();
  site.close();
  if (maps) rmSync(maps, { recursive: true, force: true });
}

/** Adds a file's gzip bytes to `origins`, shared by the characters each origin wrote in it. */
function addOrigins(origins, code, gzip, map) {
  const characters = map ? charactersByOrigin(code, map) : new Map([[UNMAPPED, code.length]]);
  for (const [origin, count] of characters)
    origins.set(origin, (origins.get(origin) ?? 0) + (gzip * count) / code.length);
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
for (const { route, js, origins } of packages ? rows : []) {
  console.log(`\n${route}: ${kb(js.gzip)} of JavaScript (gzip), by origin`);
  const sorted = [...origins].sort((a, b) => b[1] - a[1]);
  for (const [origin, bytes] of sorted.slice(0, packages)) console.log(`  ${kb(bytes).padStart(9)}  ${origin}`);
  const rest = sorted.slice(packages);
  if (rest.length)
    console.log(`  ${kb(rest.reduce((sum, [, bytes]) => sum + bytes, 0)).padStart(9)}  ${rest.length} more`);
}
if (unmappedFiles.size)
  console.log(
    `\n${unmappedFiles.size} file(s) have no source map (written by the bundler, or dist/ is not built from this tree): ${[...unmappedFiles].join(' ')}`,
  );
