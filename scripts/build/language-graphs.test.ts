import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { describe, expect, it } from 'vitest';
import { ROUTE_SPLITTER, splittingLanguageCopies } from './language-graphs';

// The router plugin's route splitter is handed each language's copy of a route file as the file
// itself (language-graphs.ts). These hold the plugin to the name and shape that relies on.

type Splitter = { name: string; transform: { filter: { id: { include: RegExp } } } };
const splitter = () =>
  (
    splittingLanguageCopies(
      tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    ) as unknown as Splitter[]
  ).find((plugin) => plugin.name === ROUTE_SPLITTER)!;

describe('the route splitter, for every language’s copy', () => {
  it.each([
    ['/p/src/routes/faq.tsx', true],
    ['/p/src/routes/faq.tsx?lang=en', true],
    ['/p/src/styles.css', false],
  ])('takes %s: %s', (id, taken) => {
    expect(splitter().transform.filter.id.include.test(id)).toBe(taken);
  });

  it('stops the build, by name, when the router plugin no longer has the step', () => {
    expect(() => splittingLanguageCopies([{ name: 'tanstack-router:generator' }])).toThrow(ROUTE_SPLITTER);
  });
});
