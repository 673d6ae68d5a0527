import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Every browser test fails on a console error or a React hydration warning: a page that
 * renders but logs one is broken for somebody.
 */
export const test = base.extend<{ consoleProblems: string[]; allowedConsole: RegExp | null }>({
  /** Console messages a test expects (e.g. the 404 of the document it asked for). */
  allowedConsole: [null, { option: true }],
  consoleProblems: [
    async ({ page, allowedConsole }, use) => {
      const problems: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        const text = message.text();
        if (allowedConsole?.test(text)) return;
        if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.push(`${message.type()}: ${text}`);
      };
      page.on('console', onConsole);
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
