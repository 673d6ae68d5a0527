// `npm test`: everything CI checks, fastest first, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['types', 'npm', ['run', 'typecheck']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['unit, content and backend contract tests', 'npx', ['vitest', 'run']],
  ['build (prerender)', 'npm', ['run', 'build']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NO_COLOR: '1' } });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\nall checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
