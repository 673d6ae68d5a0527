import { afterAll, describe, expect, it } from 'vitest';
import { buildContent, cleanScratch, type Edits } from './run-velite';

// `npm run content` (velite build --strict) on copies of content/: the real content builds, and a
// copy with one mistake fails with a message that names the file, the entry and the field.

afterAll(cleanScratch);

/** Replaces the first occurrence of `from`, so each fixture breaks exactly one entry. */
const replace = (from: string, to: string) => (text: string) => text.replace(from, to);

describe('content validation', () => {
  it('the real content builds with --strict', async () => {
    const { status, output } = await buildContent();
    expect(output).not.toMatch(/error/i);
    expect(status).toBe(0);
  });

  // [what is broken, file edits, the file named, the message, the entry and field]
  const cases: [string, Edits, string, RegExp][] = [
    [
      'an adviser without a name',
      { 'advisers.yaml': replace('  name: Profa. Dra. Helena', '  nome: Profa. Dra. Helena') },
      'content/advisers.yaml',
      /Required\s+\[0\]\.name/,
    ],
    [
      'a score below 9.4',
      { 'advisers.yaml': replace("score: '9.9'", "score: '8.1'") },
      'content/advisers.yaml',
      /score must be between 9\.4 and 10[^\n]*\[1\]\.score/,
    ],
    [
      'a name without its title',
      { 'advisers.yaml': replace('name: Prof. Dr. Eduardo', 'name: Eduardo') },
      'content/advisers.yaml',
      /must start with the title[^\n]*\[3\]\.name/,
    ],
    [
      'an adviser photo that does not exist',
      { 'advisers.yaml': replace('retrato-3.svg', 'retrato-9.svg') },
      'content/advisers.yaml',
      /no such file[^\n]*retrato-9\.svg[^\n]*\[2\]\.photo/,
    ],
    [
      'an area group pointing at line 9',
      { 'area-groups.yaml': replace('lines: [5, 6]', 'lines: [5, 9]') },
      'content/area-groups.yaml',
      /less than or equal to 8[^\n]*\[2\]\.lines\.\[1\]/,
    ],
    [
      'two research lines with the same number',
      { 'research-lines.yaml': replace('- number: 8', '- number: 7') },
      'content/research-lines.yaml',
      /line number 7 is used twice[^\n]*\[7\]\.number/,
    ],
    [
      'an icon that does not exist',
      { 'placeholders.yaml': replace('icon: users', 'icon: unicorn') },
      'content/placeholders.yaml',
      /Invalid enum value[^\n]*\[0\]\.icon/,
    ],
    [
      'a news date that is not a date',
      { 'news/simposio.mdx': replace('date: 2026-10-20', 'date: amanhã') },
      'content/news/simposio.mdx',
      /Invalid date[^\n]*date/,
    ],
    [
      'a menu link to a page that does not exist',
      { 'navigation.yaml': replace('path: /candidatos/como-inscrever', 'path: /candidatos/como-se-inscrever') },
      'content/navigation.yaml',
      /"\/candidatos\/como-se-inscrever" is not a page of the site\s+\[3\]\.links\.\[1\]\.path/,
    ],
    [
      'a misspelt field name',
      { 'sections/projetos.yaml': replace('icon: microscope, path: /projetos/todos', 'icon: microscope, pathh: /projetos/todos') },
      'content/sections/projetos.yaml',
      /Unrecognized key\(s\) in object: 'pathh'\s+cards\.\[0\]/,
    ],
    [
      'the programme tabs out of order',
      { 'programme-page.yaml': replace('  - id: apresentacao', '  - id: historico') },
      'content/programme-page.yaml',
      /tab 1 must be "apresentacao"\s+tabs\.\[0\]\.id/,
    ],
    [
      'an invalid e-mail in a single',
      { 'contact.yaml': replace('email: pos.obstetricia', 'email: pos obstetricia') },
      'content/contact.yaml',
      /email must be an address like secretaria@exemplo\.edu\.br\s+email/,
    ],
    [
      'a Lattes address without the 16-digit id',
      { 'advisers.yaml': replace("  showOnHome: true\n- id: ricardo", "  showOnHome: true\n  lattes: http://lattes.cnpq.br/12345678\n- id: ricardo") },
      'content/advisers.yaml',
      /lattes must be a CNPq Lattes address[^\n]*\[0\]\.lattes/,
    ],
    [
      'an ORCID iD with a wrong check digit',
      { 'advisers.yaml': replace("  showOnHome: true\n- id: beatriz", "  showOnHome: true\n  orcid: https://orcid.org/0000-0002-1825-0098\n- id: beatriz") },
      'content/advisers.yaml',
      /orcid must be https:\/\/orcid\.org\/ and a valid ORCID iD[^\n]*\[1\]\.orcid/,
    ],
    [
      'a structured postal code that differs from the address lines',
      { 'contact.yaml': replace('postalCode: 01246-000', 'postalCode: 01246-999') },
      'content/contact.yaml',
      /"01246-999" is not in addressLines\s+postalAddress\.postalCode/,
    ],
    [
      'a placeholder page no menu or section links to',
      { 'placeholders.yaml': (text) => `${text}- path: /area-aluno/estagios\n  title: Estágios\n  icon: building\n` },
      'content/placeholders.yaml',
      /"\/area-aluno\/estagios" is not linked from any menu[^\n]*\[35\]\.path/,
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

  it.concurrent.each(cases)('%s fails the build', async (_label, edits, file, message) => {
    const { status, output } = await buildContent(edits);
    expect(status).not.toBe(0);
    expect(output).toContain(file);
    expect(output).toMatch(message);
    // the message sits under its file's heading
    expect(output.slice(output.indexOf(file))).toMatch(message);
  });
});
