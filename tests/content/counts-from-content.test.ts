import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { withLocalBackend } from '../../scripts/settings.ts';
import { copyProject, editContent } from '../project-copy';

// Counts come from content (docs/decisions.md): a ninth FAQ item, a ninth research line, one more
// adviser and one more news post are each an edit of content/ alone. This copies the project into
// a scratch folder, makes those edits, builds the content and the server bundle the prerender
// renders pages with, and finds each new entry on its page, the new line under "todas" (the
// filter's first selection, which the prerendered page shows).

const TODAY = '2026-11-20';
const FAQ = {
  id: 'pergunta-nova',
  question: 'Posso acompanhar uma defesa sem estar matriculado?',
  answer: 'Sim: as defesas são públicas e o calendário fica na Área do Aluno.',
};
/** The line after the last one content/ has (the ninth today). */
const existingLines = (parse(readFileSync('content/research-lines.yaml', 'utf8')) as { number: number }[]).map(
  (line) => line.number,
);
const LINE = {
  number: Math.max(...existingLines) + 1,
  title: 'Saúde digital e telemedicina em obstetrícia',
  description: 'Estuda o cuidado pré-natal e pós-parto a distância e os seus efeitos nos desfechos maternos.',
};
const ADVISER = { id: 'lucia-fontes-barreto', name: 'Profa. Dra. Lúcia Fontes Barreto' };
const POST = { slug: 'nova-linha-saude-digital', title: 'Programa abre a linha de saúde digital' };

const EDITS: Record<string, (text: string) => string> = {
  'faq.yaml': (text) => `${text}- id: ${FAQ.id}\n  question: ${FAQ.question}\n  answer: '${FAQ.answer}'\n`,
  'research-lines.yaml': (text) =>
    `${text}- number: ${LINE.number}\n  title: ${LINE.title}\n  description: ${LINE.description}\n`,
  'advisers.yaml': (text) =>
    `${text}- id: ${ADVISER.id}\n  name: ${ADVISER.name}\n` +
    `  areas: [medicina-fetal, saude-mulher-climaterio]\n  researchLines: [${LINE.number}]\n` +
    `  available: true\n  score: '9.6'\n  showOnHome: true\n`,
  [`news/${POST.slug}.mdx`]: () =>
    [
      '---',
      `slug: ${POST.slug}`,
      `title: ${POST.title}`,
      'excerpt: A nona linha de pesquisa do programa estuda o cuidado a distância na gestação.',
      `date: ${TODAY}`,
      'author: Comunicação do Programa',
      'category: Institucional',
      'image: ../images/news/nova-linha-ciencia-dados.svg',
      'imageAlt: Ilustração abstrata que acompanha a notícia sobre a nova linha',
      '---',
      '',
      'A linha de saúde digital reúne estudos sobre o pré-natal e o pós-parto acompanhados a distância.',
      '',
    ].join('\n'),
};

/** Renders the paths with the scratch build's server bundle, as the prerender does. */
const RENDER = `
import { writeFileSync } from 'node:fs';
const entry = await import('./dist-ssr/entry-server.js');
const pages = {};
for (const path of JSON.parse(process.argv[1])) pages[path] = await entry.render(path);
writeFileSync('pages.json', JSON.stringify(pages));
// The site's modules leave timers behind (they would keep this process alive for seconds).
process.exit(0);
`;

function run(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) =>
    execFile(process.execPath, args, { cwd, env }, (error, stdout, stderr) =>
      error ? fail(new Error(`${args.join(' ')} failed:\n${stdout}${stderr}`)) : done(),
    ),
  );
}

type Page = { status: number; body: string };
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a ninth FAQ item, research line, adviser and news post: one edit each, shown on their pages', () => {
  let dir = '';
  let pages: Record<string, Page> = {};
  let groups: { id: string; lines: number[] }[] = [];

  beforeAll(async () => {
    dir = copyProject('counts-test-');
    for (const [file, edit] of Object.entries(EDITS)) editContent(dir, file, edit);
    const env = { ...withLocalBackend(process.env), CONTENT_TODAY: TODAY, NO_COLOR: '1' };
    const vite = resolve('node_modules/vite/bin/vite.js');
    await run([vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'], dir, env);
    groups = JSON.parse(readFileSync(join(dir, '.velite', 'areaGroups.json'), 'utf8'));
    const paths = ['/candidatos/faq', '/linhas-pesquisa', '/orientadores', '/noticias', `/noticias/${POST.slug}`];
    await run(['--input-type=module', '-e', RENDER, JSON.stringify(paths)], dir, env);
    pages = JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8'));
  }, 120_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('the new FAQ item is on /candidatos/faq, question and answer', () => {
    expect(pages['/candidatos/faq']?.status).toBe(200);
    const faq = text(pages['/candidatos/faq']!.body);
    expect(faq).toContain(FAQ.question);
    expect(faq).toContain(FAQ.answer);
  });

  it('the new research line is in "todas" and listed under it on /linhas-pesquisa', () => {
    const lines = text(pages['/linhas-pesquisa']!.body);
    const every = [...existingLines, LINE.number].sort((a, b) => a - b);
    expect(groups.find((group) => group.id === 'todas')?.lines).toEqual(every);
    expect(lines).toContain(`Linha ${LINE.number}: ${LINE.title}`);
    expect(lines).toContain(LINE.description);
    expect([...lines.matchAll(/Linha (\d+):/g)].map((match) => Number(match[1]))).toEqual(every);
  });

  it('the new adviser is on /orientadores', () => {
    expect(text(pages['/orientadores']!.body)).toContain(ADVISER.name);
  });

  it('the new news post is on /noticias and has its own page', () => {
    expect(text(pages['/noticias']!.body)).toContain(POST.title);
    expect(pages[`/noticias/${POST.slug}`]?.status).toBe(200);
    expect(text(pages[`/noticias/${POST.slug}`]!.body)).toContain(POST.title);
  });
});
