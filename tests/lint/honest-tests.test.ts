import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint configuration (eslint.config.js) on tests that assert nothing: each
// must fail `npm run lint`, in Vitest and in Playwright, while a test whose only assertion is a
// helper named expect… passes.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

const VITEST_FILE = 'src/features/advisers/fixture.test.ts';
const PLAYWRIGHT_FILE = 'tests/e2e/fixture.spec.ts';

describe('eslint.config.js rejects tests without assertions', () => {
  it.each([
    ['an empty Vitest test', VITEST_FILE, "import { it } from 'vitest';\nit('normalizes text', () => {});\n"],
    [
      'a Vitest test that only calls the code',
      VITEST_FILE,
      "import { it } from 'vitest';\nimport { checkPassword } from './x';\nit('checks', () => {\n  checkPassword('a');\n});\n",
    ],
    [
      'a Playwright test that only clicks',
      PLAYWRIGHT_FILE,
      "import { test } from '@playwright/test';\ntest('opens', async ({ page }) => {\n  await page.goto('/');\n});\n",
    ],
  ])('%s fails', async (_name, filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([
      filePath === VITEST_FILE ? 'vitest/expect-expect' : 'playwright/expect-expect',
    ]);
  });

  it.each([
    [
      'a Vitest test asserting through an expect… helper',
      VITEST_FILE,
      "import { it } from 'vitest';\nimport { expectSorted } from './x';\nit('sorts', () => {\n  expectSorted([1]);\n});\n",
    ],
    [
      'a Playwright test asserting through an expect… helper',
      PLAYWRIGHT_FILE,
      "import { test } from '@playwright/test';\nimport { expectSelected } from './x';\ntest('selects', async ({ page }) => {\n  await expectSelected(page, 'x');\n});\n",
    ],
  ])('%s passes', async (_name, filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });
});
