import { z } from 'zod/mini';

// Zod compiles each object schema into a parser with `new Function` the first time it runs: at
// start every page parses its environment and search params once, and the compiling cost about
// 50 ms of main thread at the benchmark's 4x CPU slowdown. Plain parsing is fast enough for that.
// Imported first by the entry, so it applies before any schema is built.
z.config({ jitless: true });
