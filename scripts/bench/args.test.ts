import { describe, expect, it } from 'vitest';
import { parseBenchArgs, type BenchArgs } from './args.ts';

type Options = BenchArgs & { network: string };
const defaults: Options = { runs: 3, builds: ['dist'], cpu: 4, routes: ['/', '/faq'], network: 'none' };
const parse = (argv: string[]) =>
  parseBenchArgs(argv, {
    usage: 'usage: npm run bench -- …',
    defaults,
    extra: { '--network': (value, options) => (options.network = value ?? '') },
  });

describe('parseBenchArgs', () => {
  it.each([
    [[], defaults],
    [['/auth'], { ...defaults, routes: ['/auth'] }],
    [['--runs', '5', '--cpu', '10'], { ...defaults, runs: 5, cpu: 10 }],
    [['--builds', 'dist,/tmp/old,dist,'], { ...defaults, builds: ['dist', '/tmp/old'] }],
    [['--network', 'slow-4g', '/', '/en/'], { ...defaults, network: 'slow-4g', routes: ['/', '/en/'] }],
  ])('%j', (argv, expected) => {
    expect(parse(argv)).toEqual(expected);
  });

  it.each([
    [['--runs', '0'], '--runs takes a whole number ≥ 1'],
    [['--runs', '2.5'], '--runs takes a whole number ≥ 1'],
    [['--cpu', 'fast'], '--cpu takes a slowdown ≥ 1'],
    [['--builds', ','], '--builds takes one or more folders, separated by commas'],
    [['--frobnicate'], 'unknown argument --frobnicate (usage: npm run bench -- …)'],
  ])('%j is refused', (argv, message) => {
    expect(() => parse(argv)).toThrow(message);
  });

  it('leaves the defaults as they were', () => {
    parse(['/auth', '--builds', 'a']);
    expect(defaults.routes).toEqual(['/', '/faq']);
    expect(defaults.builds).toEqual(['dist']);
  });
});
