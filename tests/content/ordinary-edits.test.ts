import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent, cleanScratch, type Edits } from './run-velite';
import { assertContentShape, SHAPE_COLLECTIONS, type ContentData } from './content-shape';

// The edits a maintainer makes in the course of keeping the site current, made in a copy of
// content/: each must build, and every content check must still pass on the result. A failure
// here means a test pins wording or counts that belong to the staff, not to the code.

const replace =
  (from: string, to: string) =>
  (text: string): string =>
    text.replace(from, to);

/** A day a month after today, as the content files write dates: the post waits for it. */
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const ORDINARY_EDITS: Record<string, Edits> = {
  'a post scheduled for next month': {
    'news/agendada.mdx': () =>
      readFileSync('content/news/simposio.mdx', 'utf8')
        .replace('slug: simposio-medicina-fetal-2026', 'slug: aula-inaugural-agendada')
        .replace('date: 2026-10-20', `date: ${inAMonth}`),
  },
  'the hero’s figures corrected': {
    'home.yaml': replace('sete linhas de pesquisa e mais de 50 orientadores', 'oito linhas de pesquisa e 24 orientadores'),
  },
  'a fifth bullet in a FAQ answer': {
    'faq.yaml': replace(
      '    • Formulário de solicitação de equivalência de título (quando aplicável).\n',
      '    • Formulário de solicitação de equivalência de título (quando aplicável).\n    • Declaração de vínculo.\n',
    ),
  },
  'a new picture for a post, with its own description': {
    'images/news/foto-do-simposio.svg': () =>
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#2f4f4f"/></svg>\n',
    'news/simposio.mdx': (text) =>
      text
        .replace('../images/news/simposio-medicina-fetal.svg', '../images/news/foto-do-simposio.svg')
        .replace(/^imageAlt: .*$/m, 'imageAlt: Participantes do simpósio reunidos no anfiteatro'),
  },
};

afterAll(cleanScratch);

describe('an ordinary content edit keeps every content check green', () => {
  it.concurrent.each(Object.entries(ORDINARY_EDITS))('%s', async (_name, edits) => {
    const { status, output, read } = await buildContent(edits);
    expect(output).not.toMatch(/^\s*erro\b/m);
    expect(status, output).toBe(0);
    const content = Object.fromEntries(SHAPE_COLLECTIONS.map((name) => [name, read(name)])) as ContentData;
    assertContentShape(content);
  });
});
