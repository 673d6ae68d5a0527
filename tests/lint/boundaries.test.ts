import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint configuration (eslint.config.js) on code that crosses a boundary:
// each case must fail `npm run lint` with the rule that names the mistake.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('eslint.config.js enforces the boundaries of src/', () => {
  it('a feature importing another feature fails', async () => {
    const code = "import { NewsList } from '@/features/news/NewsList';\nexport const list = NewsList;\n";
    expect(await ruleIds('src/features/advisers/fixture.ts', code)).toContain('import/no-restricted-paths');
  });

  it('a feature importing its own folder passes', async () => {
    const code = "import { filterAdvisers } from './filter-advisers';\nexport const filter = filterAdvisers;\n";
    expect(await ruleIds('src/features/advisers/fixture.ts', code)).toEqual([]);
  });

  it.each([
    ['components → features', 'src/components/Fixture.tsx', '@/features/news/NewsList'],
    ['lib → components', 'src/lib/fixture.ts', '@/components/PageHero'],
    ['features → app', 'src/features/advisers/fixture.ts', '@/app/query-client'],
    ['app → routes', 'src/app/fixture.ts', '@/routes/contato'],
    ['content-schema → components', 'src/content-schema/fixture.ts', '@/components/PageHero'],
    ['features → content-schema', 'src/features/advisers/fixture.ts', '@/content-schema/fields'],
  ])('an upward import (%s) fails', async (_name, filePath, source) => {
    const code = `import * as upward from '${source}';\nexport const x = upward;\n`;
    expect(await ruleIds(filePath, code)).toContain('import/no-restricted-paths');
  });

  // The content build and the scripts run on their own, outside the site: a feature (with its
  // aliases, strings and styles) is not theirs to import, whether by alias or by relative path.
  it.each([
    ['velite.config.ts', 'velite.config.ts', './src/features/search/search-data'],
    ['content-schema', 'src/content-schema/fixture.ts', '@/features/search/search-data'],
    ['a script', 'scripts/fixture.ts', '../src/features/search/search-data'],
    ['a script module', 'scripts/build/fixture.mjs', '../../src/features/search/search-data.ts'],
  ])('the content build importing a feature (%s) fails', async (_name, filePath, source) => {
    const code = `import * as feature from '${source}';\nexport const x = feature;\n`;
    expect(await ruleIds(filePath, code)).toContain('import/no-restricted-paths');
  });

  it('the content build importing src/lib passes', async () => {
    const code =
      "import { contentEntries } from './src/lib/search-index/content-entries';\nexport const x = contentEntries;\n";
    expect(await ruleIds('velite.config.ts', code)).toEqual([]);
  });

  it('an import cycle fails', async () => {
    // PageHero imports page-width; page-width importing PageHero back closes the circle.
    const code =
      "import { PageHero } from './PageHero';\nexport const PAGE_WIDTH = 1200;\nexport const hero = PageHero;\n";
    expect(await ruleIds('src/components/page-width.ts', code)).toContain('import/no-cycle');
  });

  it('a conditional hook in a .ts file fails', async () => {
    const code = [
      "import { useState } from 'react';",
      'export function useMaybe(flag: boolean) {',
      '  if (flag) useState(0);',
      '}',
      '',
    ].join('\n');
    expect(await ruleIds('src/features/advisers/use-maybe.ts', code)).toContain('react-hooks/rules-of-hooks');
  });
});
