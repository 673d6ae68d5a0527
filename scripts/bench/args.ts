/** What every page-load benchmark takes: runs, builds to alternate, a CPU slowdown, routes. */
export interface BenchArgs {
  runs: number;
  builds: string[];
  cpu: number;
  routes: string[];
}

/** A benchmark's own option: reads its value (the next argument) into the options. */
export type ExtraFlag<Options> = (value: string | undefined, options: Options) => void;

/**
 * The arguments of `npm run bench*` (`--runs N --builds a,b --cpu N /route …`, plus `extra`
 * flags of the benchmark's own), starting from `defaults` and checked: a whole number of runs ≥ 1,
 * a slowdown ≥ 1, at least one build. No route given: the defaults' routes. An unknown argument
 * throws, quoting `usage`.
 */
export function parseBenchArgs<Options extends BenchArgs>(
  argv: readonly string[],
  { usage, defaults, extra = {} }: { usage: string; defaults: Options; extra?: Record<string, ExtraFlag<Options>> },
): Options {
  const options: Options = { ...defaults, builds: [...defaults.builds], routes: [] };
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i]!;
    if (argument === '--runs') options.runs = Number(argv[++i]);
    else if (argument === '--builds') options.builds = [...new Set((argv[++i] ?? '').split(',').filter(Boolean))];
    else if (argument === '--cpu') options.cpu = Number(argv[++i]);
    else if (Object.hasOwn(extra, argument)) extra[argument]!(argv[++i], options);
    else if (argument.startsWith('/')) options.routes.push(argument);
    else throw new Error(`unknown argument ${argument} (${usage})`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  if (!(options.cpu >= 1)) throw new Error('--cpu takes a slowdown ≥ 1');
  if (options.builds.length === 0) throw new Error('--builds takes one or more folders, separated by commas');
  if (options.routes.length === 0) options.routes = [...defaults.routes];
  return options;
}
