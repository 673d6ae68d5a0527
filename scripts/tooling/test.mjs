// `npm test`: everything CI checks, fastest first, stopping at the first failure. Ends with each
// step's seconds and the browser test files that took longest (where the time went), the browser
// tests that passed only on their retry, a line counting them ("N flaky"), and, last, one line
// totalling the tests of every runner ("tests: N passed, N failed, N skipped").
// `npm run test:quick` (--quick): types, lint, format, and the unit, component and content tests
// that need no site build, no backend and no browser: a few minutes, for every change.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from './postgres.mjs';
import { playwrightTotals, slowestFiles, vitestTotals } from './test-reports.ts';
import { backendUrl, freePort, withLocalBackend } from '../settings.ts';

const quick = process.argv.includes('--quick');

/** Vitest files that build the site or start a backend: npm test runs them, test:quick does not. */
const NEED_BUILD_OR_BACKEND = [
  'tests/i18n/translated-build.test.ts',
  'scripts/serve/start.test.ts',
  'scripts/serve/local-backend.test.ts',
  'supabase/tests/**',
];

// The three static checks read the same files and none writes any, so they run side by side
// (each one's output printed whole when it ends), after the generated files they read.
const checks = [
  {
    name: 'content and routes',
    command: 'sh',
    args: ['-c', 'npm run content && node scripts/build/generate-routes.mjs'],
  },
  {
    name: 'types, lint and format',
    together: [
      { name: 'types', command: 'npx', args: ['tsc', '--noEmit'] },
      { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
      { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
    ],
  },
];

const quickSteps = [
  ...checks,
  {
    name: 'unit, component and content tests',
    command: 'npx',
    args: ['vitest', 'run', ...NEED_BUILD_OR_BACKEND.flatMap((pattern) => ['--exclude', pattern])],
    counts: 'vitest',
  },
];

/**
 * The backend of the site the browser tests load. npm start's test builds that site (on a port
 * other than npm start's default, which is what it proves works), so the build step has nothing
 * left to do: one build per run, not two.
 */
const sitePort = quick ? {} : { PORT_SUPABASE: process.env.PORT_SUPABASE?.trim() || String(await freePort()) };
const siteEnv = withLocalBackend({ ...process.env, ...sitePort });

/** Whether dist/ was built since `since` (ms) for the backend the browser tests use. */
function builtForSite(since) {
  const headers = 'dist/_headers';
  return (
    existsSync(headers) &&
    statSync(headers).mtimeMs >= since &&
    readFileSync(headers, 'utf8').includes(`connect-src 'self' ${backendUrl(siteEnv)} `)
  );
}

const fullSteps = [
  ...checks,
  // npm start's own test rebuilds dist/ and .velite/, which other test files read: it runs alone.
  {
    name: 'unit, content and backend contract tests',
    command: 'npx',
    args: ['vitest', 'run', '--exclude', 'scripts/serve/start.test.ts'],
    counts: 'vitest',
  },
  {
    // The same RLS matrix, schema rules, supabase-js contract, hostile input (corpus, failing
    // handlers, fuzzing) and cross-site requests on a real PostgreSQL server.
    name: 'backend tests on PostgreSQL',
    command: 'npx',
    // One file at a time: they share the one server, and each sets up its roles and tables.
    args: [
      'vitest',
      'run',
      '--no-file-parallelism',
      'supabase/tests/rls.test.ts',
      'supabase/tests/schema.test.ts',
      'supabase/tests/contract.test.ts',
      'supabase/tests/hostile.test.ts',
      'supabase/tests/robust.test.ts',
      'supabase/tests/fuzz.test.ts',
      'supabase/tests/cross-site.test.ts',
      'supabase/tests/seed.test.ts',
      'supabase/tests/record-rules.test.ts',
      'supabase/tests/bad-rows.test.ts',
      'supabase/tests/slow-queries.test.ts',
    ],
    counts: 'vitest',
    postgres: true,
  },
  {
    name: 'npm start on other ports (builds the site the browser tests load)',
    command: 'npx',
    args: ['vitest', 'run', 'scripts/serve/start.test.ts'],
    counts: 'vitest',
    env: sitePort,
  },
  // Built for the local backend the browser tests run against (scripts/serve/e2e-server.mjs),
  // unless npm start's test just did: it chooses its own port when PORT_SUPABASE is npm start's
  // default, and a test run on that default builds here.
  {
    name: 'build (prerender)',
    command: 'npm',
    args: ['run', 'build'],
    env: siteEnv,
    unlessBuiltSince: 'npm start on other ports (builds the site the browser tests load)',
  },
  { name: 'browser tests', command: 'npx', args: ['playwright', 'test'], counts: 'playwright', env: sitePort },
  // The key pages against their committed pictures, on a site built from frozen content that this
  // step builds and serves itself (tests/visual/README.md).
  {
    name: 'visual snapshots',
    command: 'npx',
    args: ['playwright', 'test', '-c', 'tests/visual/playwright.config.ts'],
    counts: 'playwright',
  },
];

const steps = quick ? quickSteps : fullSteps;

const totals = { passed: 0, failed: 0, skipped: 0 };

// The counts come from each runner's machine-readable report, written beside its usual output:
// Vitest's JSON reporter (Jest's format) and Playwright's JSON reporter.
const reports = mkdtempSync(join(tmpdir(), 'ppg-test-reports-'));
let reportNumber = 0;

/** The extra arguments and environment that make a runner write its JSON report to `file`. */
const REPORTERS = {
  vitest: (file) => ({ args: ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env: {} }),
  playwright: (file) => ({ args: ['--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file } }),
};

const TOTALS = { vitest: vitestTotals, playwright: playwrightTotals };
/** Tests that passed only on a retry, as "[project] › file:line:column › describe › title". */
const flaky = [];
/** The browser test files that took longest, from each Playwright step. */
const slowest = [];
/** Each step that ran, with its seconds: the summary at the end says where the time went. */
const durations = [];

/** Adds a runner's report to the totals; a missing report (the runner died first) adds nothing. */
function count(kind, file) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return;
  }
  if (kind === 'playwright') slowest.push(...slowestFiles(report, 5));
  const counted = TOTALS[kind](report);
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  flaky.push(...counted.flaky);
}

function run({ command, args, counts, env: stepEnv = {} }, env = {}) {
  const file = counts && join(reports, `${++reportNumber}-${counts}.json`);
  const reporter = counts ? REPORTERS[counts](file) : { args: [], env: {} };
  return new Promise((resolve) => {
    const child = spawn(command, [...args, ...reporter.args], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...stepEnv, ...env, ...reporter.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    child.on('close', (code) => {
      if (counts) count(counts, file);
      resolve(code ?? 1);
    });
  });
}

// npm puts node_modules/.bin first on PATH, so this (and every runner below) is the `node`
// devDependency's Node 24, whatever the machine's own Node is.
const [major, minor] = process.versions.node.split('.').map(Number);
console.log(`node ${process.version} (${process.execPath})`);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `Node ${process.version} is too old: the project needs Node 22.18 or newer. Run it through npm (npm test), which uses the node devDependency.`,
  );
  process.exit(1);
}

const started = Date.now();
let failedStep = null;
const skippedSteps = [];

/** Runs a command with its output held back, then prints it whole under its name and seconds. */
function runHeld({ name, command, args }) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - start) / 1000).toFixed(1);
      console.log(
        `${code === 0 ? '  ✔' : '  ✖'} ${name} (${seconds} s)${output.trim() ? `\n${output.trimEnd()}` : ''}`,
      );
      resolve(code ?? 1);
    });
  });
}

/**
 * Runs a step: its commands side by side when it has several, else on a throwaway PostgreSQL
 * server when it asks for one. Answers the exit code (the first failing one), or null when skipped.
 */
async function runStep(step) {
  if (step.together) return (await Promise.all(step.together.map(runHeld))).find((code) => code !== 0) ?? 0;
  if (!step.postgres) return run(step);
  let server;
  try {
    server = await startPostgres();
  } catch (error) {
    const reason = `${step.name}: ${error.message}`;
    console.log(`⚠ SKIPPED ${reason}`);
    skippedSteps.push(reason);
    totals.skipped += 1;
    return null;
  }
  console.log(`PostgreSQL at ${server.url}`);
  try {
    return await run(step, { DATABASE_URL: server.url });
  } finally {
    await server.stop();
  }
}

/** When each step started, for a step that is skipped when an earlier one did its work. */
const startedAt = new Map();

for (const step of steps) {
  const stepStart = Date.now();
  startedAt.set(step.name, stepStart);
  if (step.unlessBuiltSince && builtForSite(startedAt.get(step.unlessBuiltSince) ?? Infinity)) {
    console.log(`\n▷ ${step.name}: already built by "${step.unlessBuiltSince}", for ${backendUrl(siteEnv)}`);
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const code = await runStep(step);
  if (code === null) continue;
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  durations.push(`${step.name} ${Math.round(Number(seconds))} s`);
  if (code !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds} s`);
    failedStep = step.name;
    if (totals.failed === 0) totals.failed = 1;
    break;
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(
  `\n${failedStep ? `stopped at: ${failedStep}` : 'all checks passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log(`steps: ${durations.join(' · ')}`);
if (slowest.length > 0)
  console.log(
    `slowest browser test files (test-seconds, workers side by side): ${slowest
      .map(({ file, seconds }) => `${file} ${seconds} s`)
      .join(' · ')}`,
  );
for (const reason of skippedSteps) console.log(`SKIPPED ${reason}`);
rmSync(reports, { recursive: true, force: true });
if (flaky.length > 0) console.log(`\nPassed only on retry (flaky):\n${flaky.map((name) => `  ${name}`).join('\n')}`);
console.log(`${flaky.length} flaky (passed only on retry, counted as passed)`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
