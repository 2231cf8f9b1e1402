// `npm test`: every check of the project, in order, with its duration; stops at the first failure.
import { spawn } from 'node:child_process';

// Steps in one group run side by side: lint and the typecheck are one single-threaded process
// each, so together they take about as long as the typecheck alone on CI's two cores. The
// generated-code check runs first and alone, because it rewrites generated/ while it looks.
const groups = [
  [['generated code is fresh', 'node', ['scripts/checkGenerated.mjs']]],
  [
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ],
  [['unit and component tests', 'npm', ['run', '--silent', 'test:unit']]],
  [['contract tests (Prism)', 'npm', ['run', '--silent', 'test:contract']]],
  [['live delivery on RabbitMQ', 'npm', ['run', '--silent', 'test:rabbitmq']]],
  [['bundle budgets', 'npm', ['run', '--silent', 'size']]],
  [['end-to-end (Chromium)', 'npm', ['run', '--silent', 'test:e2e']]],
];

/** Runs one step; a step beside others keeps its output until it ends, so logs do not interleave. */
function run([name, command, args], alone) {
  const started = Date.now();
  const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n▶ ${name}\n${Buffer.concat(output).toString()}`);
      resolve({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

const results = [];
for (const group of groups) {
  const alone = group.length === 1;
  if (alone) console.log(`\n▶ ${group[0][0]}`);
  else console.log(`\n▶ ${group.map(([name]) => name).join(', ')} (side by side)`);
  results.push(...(await Promise.all(group.map((step) => run(step, alone)))));
  if (results.some((r) => !r.ok)) break;
}

console.log('\nSummary');
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
const total = groups.flat().length;
const skipped = total - results.length;
console.log(
  `steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failed ? 1 : 0);
