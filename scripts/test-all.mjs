// `npm test`: every check of the project, in order, with its duration; stops at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['generated code is fresh', 'node', ['scripts/checkGenerated.mjs']],
  ['unit and component tests', 'npm', ['run', '--silent', 'test:unit']],
  ['contract tests (Prism)', 'npm', ['run', '--silent', 'test:contract']],
  ['live delivery on RabbitMQ', 'npm', ['run', '--silent', 'test:rabbitmq']],
  ['bundle budgets', 'npm', ['run', '--silent', 'size']],
  ['end-to-end (Chromium)', 'npm', ['run', '--silent', 'test:e2e']],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
  if (status !== 0) break;
}

console.log('\nSummary');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
const skipped = steps.length - results.length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
