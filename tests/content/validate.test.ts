import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { FROZEN_CONTENT } from '../visual/settings';
import { buildContent as buildCopy, cleanScratch, type Edits } from './run-velite';

// `npm run content` (scripts/build/content.ts): the real content builds, and a copy with one mistake
// fails with a message in Portuguese that names the file, the line, the entry and the field,
// marked "erro", with no stack trace and none of Velite's or the parser's English. The mistakes are
// made in a copy of the frozen launch content, whose lines and ids these tests name: a
// maintainer's edit of content/ never meets them.

/** `npm run content` on a copy of the frozen launch content, with `edits` made first. */
const buildContent = (edits: Edits = {}, env: Record<string, string> = {}) =>
  buildCopy(edits, env, { from: FROZEN_CONTENT });

afterAll(cleanScratch);

/** Replaces the first occurrence of `from`, so each fixture breaks exactly one entry. */
const replace = (from: string, to: string) => (text: string) => text.replace(from, to);

describe('content validation', () => {
  it('the real content builds with --strict', async () => {
    const { status, output } = await buildCopy();
    // Its last line says so; a post scheduled for a later day may add a notice above it.
    const lines = output.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^conteúdo conferido: nenhum erro \([\d,]+ s\)$/);
    expect(lines.filter((line) => /^\s*erro\b/.test(line))).toEqual([]);
    expect(status).toBe(0);
  });

  // [what is broken, file edits, the file named, the message, the entry and field]
  const cases: [string, Edits, string, RegExp][] = [
    [
      'an adviser without a name',
      { 'advisers.yaml': replace('  name: Profa. Dra. Helena', '  nome: Profa. Dra. Helena') },
      'content/advisers.yaml',
      /campo obrigatório: está faltando\s+linha 4 · item 1 \(helena-vasconcelos-amaral\) › name$/m,
    ],
    [
      'a score below 9.4',
      { 'advisers.yaml': replace("score: '9.9'", "score: '8.1'") },
      'content/advisers.yaml',
      /score deve ir de 9\.4 a 10, entre aspas[^\n]*linha 16 · item 2 \(ricardo-tavares-moreira\) › score$/m,
    ],
    [
      'a name without its title',
      { 'advisers.yaml': replace('name: Prof. Dr. Eduardo', 'name: Eduardo') },
      'content/advisers.yaml',
      /name deve começar pelo título[^\n]*linha 26 · item 4 \(eduardo-castanho-reis\) › name$/m,
    ],
    [
      'an adviser photo that does not exist',
      { 'advisers.yaml': replace('id: beatriz-nogueira-lins\n', 'id: beatriz-nogueira-lins\n  photo: images/advisers/retrato-9.svg\n') },
      'content/advisers.yaml',
      /arquivo não encontrado: content\/images\/advisers\/retrato-9\.svg\s+linha 19 · item 3 \(beatriz-nogueira-lins\) › photo$/m,
    ],
    [
      'an area group pointing at a line that does not exist',
      { 'area-groups.yaml': replace('lines: [5, 6]', 'lines: [5, 99]') },
      'content/area-groups.yaml',
      /a linha de pesquisa 99 não existe em research-lines\.yaml\s+linha 17 · item 3 \(obstetricia\) › lines › item 2$/m,
    ],
    [
      'the "todas" group listing lines (the build gives it every line)',
      { 'area-groups.yaml': replace('  subareas: [Todas as áreas de pesquisa]\n', '  subareas: [Todas as áreas de pesquisa]\n  lines: [1, 2]\n') },
      'content/area-groups.yaml',
      /o grupo todas reúne todas as linhas sozinho: apague lines\s+linha 8 · item 1 \(todas\) › lines$/m,
    ],
    [
      'an area group without lines',
      { 'area-groups.yaml': replace('  lines: [5, 6]\n', '') },
      'content/area-groups.yaml',
      /campo obrigatório: está faltando\s+linha 13 · item 3 \(obstetricia\) › lines$/m,
    ],
    [
      'two research lines with the same number',
      { 'research-lines.yaml': replace('- number: 8', '- number: 7') },
      'content/research-lines.yaml',
      /a linha 7 aparece duas vezes\s+linha 37 · item 8 \(7\) › number$/m,
    ],
    [
      'an icon that does not exist',
      { 'placeholders.yaml': replace('icon: users', 'icon: unicorn') },
      'content/placeholders.yaml',
      /"unicorn" não é uma opção; use uma destas: [^\n]*linha 5 · item 1 \(Comissão Coordenadora do Programa \(CCP\)\) › icon$/m,
    ],
    [
      'a news date that is not a date',
      { 'news/simposio.mdx': replace('date: 2026-10-20', 'date: amanhã') },
      'content/news/simposio.mdx',
      /escreva a data no formato AAAA-MM-DD, por exemplo 2026-03-05\s+linha 5 · date$/m,
    ],
    [
      'a menu link to a page that does not exist',
      { 'navigation.yaml': replace('path: /candidatos/como-inscrever', 'path: /candidatos/como-se-inscrever') },
      'content/navigation.yaml',
      /"\/candidatos\/como-se-inscrever" não é uma página do site\s+linha 48 · item 4 \(candidatos\) › links › item 2 › path$/m,
    ],
    [
      'a misspelt field name',
      { 'sections/projetos.yaml': replace('icon: microscope, path: /projetos/todos', 'icon: microscope, pathh: /projetos/todos') },
      'content/sections/projetos.yaml',
      /campo desconhecido: pathh \(confira o nome\)\s+linha 10 · cards › item 1 \(Projetos ativos\)$/m,
    ],
    [
      'two programme tabs with the same id',
      { 'programme-page.yaml': replace('  - id: historico', '  - id: apresentacao') },
      'content/programme-page.yaml',
      /o id apresentacao aparece duas vezes\s+linha 20 · tabs › item 2 \(apresentacao\) › id$/m,
    ],
    [
      'an invalid e-mail in a single',
      { 'contact.yaml': replace('email: pos.obstetricia', 'email: pos obstetricia') },
      'content/contact.yaml',
      /email deve ser um endereço como secretaria@exemplo\.edu\.br\s+linha 7 · email$/m,
    ],
    [
      'a Lattes address without the 16-digit id',
      { 'advisers.yaml': replace("  showOnHome: true\n- id: ricardo", "  showOnHome: true\n  lattes: http://lattes.cnpq.br/12345678\n- id: ricardo") },
      'content/advisers.yaml',
      /lattes deve ser o endereço do currículo Lattes[^\n]*linha 11 · item 1 \(helena-vasconcelos-amaral\) › lattes$/m,
    ],
    [
      'an ORCID iD with a wrong check digit',
      { 'advisers.yaml': replace("  showOnHome: true\n- id: beatriz", "  showOnHome: true\n  orcid: https://orcid.org/0000-0002-1825-0098\n- id: beatriz") },
      'content/advisers.yaml',
      /orcid deve ser https:\/\/orcid\.org\/ seguido de um ORCID iD válido[^\n]*linha 18 · item 2 \(ricardo-tavares-moreira\) › orcid$/m,
    ],
    [
      'a structured postal code that differs from the address lines',
      { 'contact.yaml': replace('postalCode: 01246-000', 'postalCode: 01246-999') },
      'content/contact.yaml',
      /"01246-999" não aparece em addressLines\s+linha 28 · postalAddress › postalCode$/m,
    ],
    [
      'a FAQ answer citing a fact that does not exist',
      { 'faq.yaml': replace('acontece {contact.secretariatTimes}', 'acontece {contact.horario}') },
      'content/faq.yaml',
      /\{contact\.horario\} não é um dado conhecido: cite um campo de contact\.yaml, como \{contact\.[^\n]*linha 11 · item 2 \(matricula\) › answer$/m,
    ],
    [
      'a news post citing a fact that does not exist',
      { 'news/inscricoes-continuas.mdx': replace('em dias úteis, {contact.secretariatTimes}', 'em dias úteis, {contato.horario}') },
      'content/news/inscricoes-continuas.mdx',
      /\{contato\.horario\} não é um dado conhecido[^\n]*\s+linha \d+ · body$/m,
    ],
    [
      'secretariat hours whose times do not pair into periods',
      { 'contact.yaml': replace('secretariatTimes: das 10:00 às 12:00 e das 14:00 às 16:00', 'secretariatTimes: das 10:00 às 12:00 e a partir das 14:00') },
      'content/contact.yaml',
      /secretariatTimes deve dizer cada período com o horário de início e o de fim[^\n]*\s+linha \d+ · secretariatTimes$/m,
    ],
    [
      'a placeholder page no menu or section links to',
      { 'placeholders.yaml': (text) => `${text}- path: /area-aluno/estagios\n  title: Estágios\n  icon: building\n` },
      'content/placeholders.yaml',
      /"\/area-aluno\/estagios" não tem link em nenhum menu[^\n]*linha 90 · item 30 \(Estágios\) › path$/m,
    ],
  ];

  it('an adviser with a valid Lattes address and ORCID iD builds and keeps both', async () => {
    // Fixture identifiers only: 0000-0002-1825-0097 is ORCID's own fictitious example researcher.
    const lattes = 'http://lattes.cnpq.br/1234567890123456';
    const orcid = 'https://orcid.org/0000-0002-1825-0097';
    const { status, output, read } = await buildContent({
      'advisers.yaml': replace('  showOnHome: true\n- id: ricardo', `  showOnHome: true\n  lattes: ${lattes}\n  orcid: ${orcid}\n- id: ricardo`),
    });
    expect(output).not.toMatch(/error/i);
    expect(status).toBe(0);
    const [first, second] = read<{ lattes?: string; orcid?: string }[]>('advisers');
    expect(first).toMatchObject({ lattes, orcid });
    expect(second?.lattes).toBeUndefined();
  });

  it('the secretariat hours are one edit: FAQ, news, contact and its periods follow contact.yaml', async () => {
    const { status, read } = await buildContent({
      'contact.yaml': replace('secretariatTimes: das 10:00 às 12:00 e das 14:00 às 16:00', 'secretariatTimes: das 09:00 às 13:00'),
    });
    expect(status).toBe(0);
    const contact = read<{ secretariatHours: string; secretariatPeriods: unknown[] }>('contact');
    expect(contact.secretariatHours).toBe('Dias úteis, das 09:00 às 13:00');
    expect(contact.secretariatPeriods).toEqual([{ from: '09:00', to: '13:00' }]);
    const answers = read<{ id: string; answer: string }[]>('faq').map((item) => item.answer);
    expect(answers.filter((answer) => answer.includes('das 09:00 às 13:00'))).toHaveLength(2);
    const post = read<{ slug: string; excerpt: string; body: string }[]>('news').find((item) => item.slug.startsWith('inscricoes'))!;
    expect(post.excerpt).toContain('a secretaria atende das 09:00 às 13:00.');
    expect(post.body).toContain('em dias úteis, das 09:00 às 13:00.');
    const everything = JSON.stringify([contact, answers, post]);
    expect(everything).not.toContain('10:00');
    expect(everything).not.toContain('{contact.');
  });

  it.concurrent.each(cases)('%s fails the build', async (_label, edits, file, message) => {
    const { status, output } = await buildContent(edits);
    expect(status).not.toBe(0);
    expect(output).toContain(file);
    expect(output).toMatch(message);
    // the message sits under its file's heading
    expect(output.slice(output.indexOf(file))).toMatch(message);
    expectPortugueseReport(output);
  });
});

/**
 * Every line is a file's heading, a blocking problem (" erro …"), a notice that blocks nothing (a
 * post scheduled for a later day: "content/news/x.mdx  aviso  …"), blank, or the closing line.
 */
function expectPortugueseReport(output: string) {
  const lines = output.trimEnd().split('\n');
  expect(lines.at(-1)).toMatch(/^\d+ erros? no conteúdo: corrija e rode npm run content de novo\.$/);
  for (const line of lines.slice(0, -1))
    expect(line).toMatch(/^(content\/\S+|\s?erro \S.*|content\/\S+ {2}aviso {2}\S.*)?$/);
  // Velite's, zod's and Node's words never reach the person editing content/.
  expect(output).not.toMatch(/Schema validation failed|issues:|Required|Invalid|\binfo\b|\berror\b|^\s+at /m);
}

// A news date is a real calendar day written AAAA-MM-DD; anything else is refused, never guessed
// (JavaScript's Date reads 2026-02-30 as 2 March and 03/05/2026 as 5 March).
/**
 * A news post of the tests' own, added to the copy (so editing, dating or removing the real posts
 * never touches these tests), its `date:` line as `date` writes it.
 */
const TEST_POST = { file: 'news/teste-de-conteudo.mdx', slug: 'teste-de-conteudo' };
const withTestPost = (date: string): Edits => ({
  [TEST_POST.file]: () =>
    [
      '---',
      `slug: ${TEST_POST.slug}`,
      'title: Notícia de teste',
      'excerpt: Uma notícia que só os testes do conteúdo escrevem.',
      `date: ${date}`,
      'author: Comunicação do Programa',
      'category: Eventos',
      'image: ../images/news/teste-de-conteudo.svg',
      'imageAlt: Um quadrado azul, a ilustração da notícia de teste',
      '---',
      '',
      'Texto da notícia de teste.',
      '',
    ].join('\n'),
  'images/news/teste-de-conteudo.svg': () =>
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="36" viewBox="0 0 64 36"><rect width="64" height="36" fill="#1c4e80"/></svg>\n',
});

describe('news dates', () => {
  const withDate = withTestPost;
  const FORMAT = /escreva a data no formato AAAA-MM-DD, por exemplo 2026-03-05\s+linha 5 · date$/m;

  it.concurrent.each([
    ['a day the month does not have', '2026-02-30', /2026-02-30 não existe no calendário \(formato AAAA-MM-DD, por exemplo 2026-03-05\)\s+linha 5 · date$/m],
    ['a month of thirteen', '2026-13-01', /2026-13-01 não existe no calendário \(formato AAAA-MM-DD/],
    ['month and day without their zeros', '2026-3-5', FORMAT],
    ['a day-first date (5 March or 3 May?)', '03/05/2026', FORMAT],
    ['a Brazilian date', '15/03/2026', FORMAT],
    ['a date with a time', '2026-03-05T10:00', FORMAT],
    ['a year alone', '2026', FORMAT],
    ['no date', '', FORMAT],
  ])('%s (%s) is refused, naming the format', async (_label, date, message) => {
    const { status, output } = await buildContent(withDate(date));
    expect(status).not.toBe(0);
    expect(output).toMatch(/^content\/news\/teste-de-conteudo\.mdx$/m);
    expect(output).toMatch(message);
    expectPortugueseReport(output);
  });

  it('a real date is published as midnight UTC of that day', async () => {
    const { status, read } = await buildContent(withDate('2026-02-28'));
    expect(status).toBe(0);
    const posts = read<{ slug: string; date: string; dateLabel: string }[]>('news');
    expect(posts.find((post) => post.slug === TEST_POST.slug)).toMatchObject({
      date: '2026-02-28T00:00:00.000Z',
      dateLabel: '28 de fevereiro de 2026',
    });
  });
});

// A syntax error stops the build with one line: the file, its line and column as an editor numbers
// them (a news post's front matter counted from the file's first line), and what to fix.
describe('YAML syntax errors', () => {
  /** 1-based line number of the first line matching `pattern` in the frozen content's <file>. */
  const lineOf = (file: string, pattern: RegExp) =>
    readFileSync(`${FROZEN_CONTENT}/${file}`, 'utf8')
      .split('\n')
      .findIndex((line) => pattern.test(line)) + 1;

  it.concurrent.each([
    [
      'a colon inside an unquoted text',
      'contact-page.yaml',
      (text: string) => text.replace(/^subtitle: .*$/m, 'subtitle: Fale: com a secretaria'),
      () => lineOf('contact-page.yaml', /^subtitle: /),
      11,
      'um texto com dois-pontos seguidos de espaço (": ") precisa ficar entre aspas, ou o recuo desta linha está errado',
    ],
    [
      'a tab at the start of a line',
      'advisers.yaml',
      (text: string) => text.replace('\n  areas: ', '\n\tareas: '),
      () => lineOf('advisers.yaml', /^ {2}areas: /),
      1,
      'use espaços, não tabulação (Tab), no começo da linha',
    ],
    [
      'a field twice in a news post',
      'news/simposio.mdx',
      (text: string) => text.replace(/^(author: .*)$/m, '$1\nauthor: Outra Pessoa'),
      () => lineOf('news/simposio.mdx', /^author: /) + 1,
      1,
      'este campo aparece duas vezes no mesmo bloco',
    ],
    [
      'a colon inside an unquoted title of a news post',
      'news/simposio.mdx',
      (text: string) => text.replace(/^title: .*$/m, 'title: Simpósio: medicina fetal'),
      () => lineOf('news/simposio.mdx', /^title: /),
      8,
      'um texto com dois-pontos seguidos de espaço (": ") precisa ficar entre aspas, ou o recuo desta linha está errado',
    ],
  ])('%s (%s) stops with one line naming file, line and column', async (_label, file, edit, line, column, message) => {
    const { status, output } = await buildContent({ [file]: edit });
    expect(status).not.toBe(0);
    const where = `${line()}`;
    expect(output.trim().split('\n')).toEqual([
      `content/${file}:${where}:${column} erro de sintaxe YAML na linha ${where}, coluna ${column}: ${message}`,
    ]);
  });
});

// A news post dated after the build's day (CONTENT_TODAY pins it) waits: it is in no generated
// data, so no page, list, feed, sitemap, search entry or prerendered file has it; `npm run content`
// says so in a line that does not block. The first build on or after its date publishes it.
describe('a news post dated ahead', () => {
  const SLUG = TEST_POST.slug;
  const ahead = withTestPost('2026-12-01');
  const published = (read: <T>(collection: string) => T) => ({
    news: read<{ slug: string }[]>('news').some((post) => post.slug === SLUG),
    search: JSON.stringify(read('searchIndex')).includes(`/noticias/${SLUG}`),
  });

  it('waits before its date, and the build says so without failing', async () => {
    const { status, output, read } = await buildContent(ahead, { CONTENT_TODAY: '2026-11-30' });
    expect(status).toBe(0);
    expect(output).toContain(
      `content/${TEST_POST.file}  aviso  agendada para 2026-12-01: entra no site com o primeiro build nessa data ou depois (hoje: 2026-11-30)`,
    );
    expect(output).not.toMatch(/^\s?erro /m);
    expect(published(read)).toEqual({ news: false, search: false });
    // The other posts are still there.
    expect(read<unknown[]>('news').length).toBeGreaterThan(0);
  });

  it('is published by a build on its date', async () => {
    const { status, output, read } = await buildContent(ahead, { CONTENT_TODAY: '2026-12-01' });
    expect(status).toBe(0);
    // Only this post's notice: the real content may hold posts scheduled later still.
    expect(output).not.toContain(`content/${TEST_POST.file}  aviso`);
    expect(published(read)).toEqual({ news: true, search: true });
  });

  it('a CONTENT_TODAY that is not a date stops the build with one line', async () => {
    const { status, output } = await buildContent({}, { CONTENT_TODAY: '30/11/2026' });
    expect(status).not.toBe(0);
    expect(output.trim()).toBe('CONTENT_TODAY=30/11/2026 não é uma data AAAA-MM-DD válida');
  });
});
