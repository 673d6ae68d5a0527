import { describe, expect, it } from 'vitest';
import { charactersByOrigin, decodeMappings, originAt, originOf, UNMAPPED } from './source-maps.ts';

// Segments are base64 VLQ: 'A' 0, 'C' 1, 'E' 2, 'G' 3, 'K' 5, 'U' 10, 'D' -1.
describe('decodeMappings', () => {
  it.each([
    ['', [[]]],
    ['AAAA', [[[0, 0]]]],
    [
      'AAAA,KCAA',
      [
        [
          [0, 0],
          [5, 1],
        ],
      ],
    ],
    // A one-field segment has no source; the next segment's delta counts from the last source.
    [
      'AAAA,K,KCAA',
      [
        [
          [0, 0],
          [5, -1],
          [10, 1],
        ],
      ],
    ],
    // Columns restart on each line, source indexes carry over.
    ['ACAA;EDAA', [[[0, 1]], [[2, 0]]]],
    [';;GAAA', [[], [], [[3, 0]]]],
  ])('%j', (mappings, lines) => {
    expect(decodeMappings(mappings)).toEqual(lines);
  });
});

describe('originOf', () => {
  it.each([
    ['../../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['../../node_modules/@mantine/core/esm/core/Box/Box.mjs', '@mantine/core'],
    ['../../node_modules/@supabase/supabase-js/node_modules/@supabase/auth-js/dist/main.js', '@supabase/auth-js'],
    ['../../node_modules/.pnpm/x/node_modules/@tanstack/router-core/dist/esm/router.js', '@tanstack/router-core'],
    ['../../src/features/home/HomePage.tsx', 'src/features/home/HomePage.tsx'],
    ['../../locales/pt/pages.json', 'locales/pt/pages.json'],
  ])('%s → %s', (source, origin) => {
    expect(originOf(source)).toBe(origin);
  });
});

const map = {
  sources: ['../../node_modules/react/index.js', '../../src/main.tsx'],
  lines: decodeMappings('CAAA,KCAA,K;AAAA'),
};

describe('originAt', () => {
  it.each([
    [0, 0, UNMAPPED],
    [0, 1, 'react'],
    [0, 5, 'react'],
    [0, 6, 'src/main.tsx'],
    [0, 11, UNMAPPED],
    [1, 0, 'src/main.tsx'],
    [2, 0, UNMAPPED],
  ])('line %d column %d → %s', (line, column, origin) => {
    expect(originAt(map, line, column)).toBe(origin);
  });
});

describe('charactersByOrigin', () => {
  it('counts every character once, to the segment that covers it', () => {
    // Line 0: 1 unmapped, 5 react, 5 main, 4 unmapped; line 1: 3 main; line 2 has no mappings.
    const code = `${'x'.repeat(15)}\n${'y'.repeat(3)}\n${'z'.repeat(2)}`;
    expect(Object.fromEntries(charactersByOrigin(code, map))).toEqual({
      [UNMAPPED]: 1 + 4 + 2,
      react: 5,
      'src/main.tsx': 5 + 3,
    });
  });
});
