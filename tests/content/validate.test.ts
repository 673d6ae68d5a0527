import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Runs Velite exactly as `npm run content` does, on a copy of content/ with one mistake in it,
// and checks the build fails with a message naming the file, the entry and the field.

mkdirSync('.cache', { recursive: true });
const workspace = mkdtempSync(join('.cache', 'content-test-'));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

function buildWith(file: string, edit: (text: string) => string) {
  const dir = mkdtempSync(join(workspace, 'case-'));
  cpSync('content', join(dir, 'content'), { recursive: true });
  cpSync('velite.config.ts', join(dir, 'velite.config.ts'));
  mkdirSync(join(dir, 'src/components/icon'), { recursive: true });
  cpSync('src/components/icon/icon-names.ts', join(dir, 'src/components/icon/icon-names.ts'));
  const target = join(dir, 'content', file);
  const original = readFileSync(target, 'utf8');
  const broken = edit(original);
  expect(broken, 'the fixture edit changed nothing').not.toBe(original);
  writeFileSync(target, broken);
  const result = spawnSync('npx', ['velite', 'build', '--strict'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  // eslint-disable-next-line no-control-regex
  const output = `${result.stdout}${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
  return { status: result.status, output };
}

describe('a broken content entry fails the build with file, entry and field', () => {
  it.each([
    ['an adviser without a name', 'advisers.yaml', (t: string) => t.replace('  name: Profa. Dra. Helena', '  nome: Profa. Dra. Helena'), /advisers\.yaml[\s\S]*Required\s+\[0\]\.name/],
    ['a score below 9.4', 'advisers.yaml', (t: string) => t.replace("score: '9.9'", "score: '8.1'"), /advisers\.yaml[\s\S]*between 9\.4 and 10[^\n]*\[1\]\.score/],
    ['an area group pointing at line 9', 'area-groups.yaml', (t: string) => t.replace('lines: [5, 6]', 'lines: [5, 9]'), /area-groups\.yaml[\s\S]*less than or equal to 8[^\n]*\[2\]\.lines\.\[1\]/],
    ['an icon that does not exist', 'placeholders.yaml', (t: string) => t.replace('icon: users', 'icon: unicorn'), /placeholders\.yaml[\s\S]*\[0\]\.icon/],
    ['a news date that is not a date', 'news/simposio.mdx', (t: string) => t.replace('date: 2026-10-20', 'date: amanhã'), /simposio\.mdx[\s\S]*Invalid date[^\n]*date/],
  ])('%s', (_label, file, edit, message) => {
    const { status, output } = buildWith(file, edit);
    expect(status).not.toBe(0);
    expect(output).toMatch(message);
  });
});
