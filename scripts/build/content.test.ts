import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject, editContent } from '../../tests/project-copy';

// `npm run content` with a mistake, while `npm run dev` reads .velite/: the last good build stays,
// so the dev server's pages keep working and come back by themselves once the mistake is fixed.

const dir = copyProject('content-cli-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const run = () =>
  spawnSync(process.execPath, [resolve('scripts/build/content.ts')], { cwd: dir, encoding: 'utf8', timeout: 60_000 });

describe('npm run content', () => {
  it('keeps the last good build when it finds a mistake, and writes the fixed one', () => {
    expect(run().status).toBe(0);
    const built = readdirSync(join(dir, '.velite')).sort();
    expect(built).toContain('translatedPages.json');

    editContent(dir, 'faq.yaml', (text) => text.replace(/^- id: /m, '- ident: '));
    const broken = run();
    expect(broken.status).toBe(1);
    expect(`${broken.stdout}${broken.stderr}`).toContain('content/faq.yaml');
    expect(readdirSync(join(dir, '.velite')).sort()).toEqual(built);

    editContent(dir, 'faq.yaml', (text) => text.replace(/^- ident: /m, '- id: '));
    expect(run().status).toBe(0);
    expect(existsSync(join(dir, '.velite', 'faq.json'))).toBe(true);
  });
});
