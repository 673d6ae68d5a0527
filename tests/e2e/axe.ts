import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { Result, RunOptions } from 'axe-core';

/** The WCAG levels every axe check holds pages to: 2.0 and 2.1 A and AA, 2.2 AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rules whose findings depend on the colours: the themes and high contrast share their markup. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What an axe check covers: every rule of WCAG_TAGS unless `rules` names some; the whole page unless `include` narrows it. */
export type AxeScope = { rules?: string[]; include?: string };

/**
 * axe-core's violations on the page as it is now, run in the page itself and injected once per
 * document. @axe-core/playwright's AxeBuilder injects axe-core into every frame on each check and
 * gathers the frames' results in a blank page it opens for that, several times slower for the same
 * findings (docs/decisions.md, "The repository"); the site has no frames, so a document with
 * one fails here rather than go half checked.
 */
export async function axeViolations(page: Page, { rules, include }: AxeScope = {}): Promise<Result[]> {
  // Colours read mid-transition (a theme or contrast just switched) are neither look's.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_TAGS },
    // Passes and inapplicable rules are counted, not listed node by node: nothing reads them.
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async ({ options, include }) => {
      const frames = document.querySelectorAll('iframe, frame').length;
      if (frames > 0) throw new Error(`${frames} frame(s) on ${location.pathname}: axeViolations checks no frame`);
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      return (await axe.run(include ? { include: [include] } : document, options)).violations;
    },
    { options, include },
  );
}

/**
 * The violations as one line each, with the first few elements involved and what is wrong with
 * the first: `expect(await axeFindings(page)).toEqual([])` prints what to fix.
 */
export async function axeFindings(page: Page, scope?: AxeScope): Promise<string[]> {
  return (await axeViolations(page, scope)).map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.any[0]?.message ?? node.failureSummary?.split('\n')[1] ?? ''}`)
        .join(' | ')}`,
  );
}
