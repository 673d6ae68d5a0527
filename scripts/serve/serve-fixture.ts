// The small built site the tests of scripts/serve/serve.ts serve: pages with inline scripts of their
// own (one also a folder of pages), the news feed, a news post and the news-post shell, the
// not-found page, a hashed asset and its source map; finished by the real post-build step
// (dist/_headers, the .br and .gz copies).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { postbuild } from '../build/postbuild.ts';

const page = (title: string, script = 'document.documentElement.dataset.x = "1"') =>
  `<!doctype html><html><head><title>${title}</title><script>${script}</script><script type="module" src="/assets/app-abc123.js"></script></head><body>${'<p>texto</p>'.repeat(200)}</body></html>`;

export async function writeSite(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, 'noticias'));
  await mkdir(join(dir, '.vite'));
  await writeFile(
    join(dir, 'index.html'),
    page('Início').replace(
      '</head>',
      '<link rel="alternate" type="application/atom+xml" title="Notícias" href="https://ppg.example/noticias/feed.xml"/></head>',
    ),
  );
  await writeFile(
    join(dir, 'noticias', 'feed.xml'),
    '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"/>',
  );
  await writeFile(join(dir, 'vanishing.txt'), 'removed by a rebuild while the server runs');
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await writeFile(join(dir, 'orientadores.html'), page('Orientadores', 'window.y = 2'));
  // Pages with policies of their own, one also a folder of pages.
  await writeFile(join(dir, 'cms.html'), page('CMS', 'window.cms = 1'));
  await writeFile(join(dir, 'busca.html'), page('Busca', 'window.busca = 1'));
  await writeFile(join(dir, 'area-aluno.html'), page('Área do aluno', 'window.area = 1'));
  await mkdir(join(dir, 'area-aluno'));
  await writeFile(join(dir, 'area-aluno', 'ajuda.html'), page('Ajuda', 'window.ajuda = 1'));
  await writeFile(join(dir, 'noticias.html'), page('Notícias'));
  await writeFile(join(dir, 'noticias', 'uma.html'), page('Uma notícia'));
  await writeFile(join(dir, 'noticias', '__post.html'), page('Shell'));
  await writeFile(join(dir, '404.html'), page('Página não encontrada'));
  await writeFile(join(dir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  await writeFile(join(dir, 'assets', 'app-abc123.js.map'), '{"version":3}');
  await writeFile(join(dir, '.vite', 'manifest.json'), '{}');
  await postbuild({ dist: dir, supabaseUrl: 'http://127.0.0.1:54999' });
}
