// `npm run test:rabbitmq`: the live notification client against RabbitMQ's Web-STOMP plugin, the
// production broker (ARCHITECTURE §7). Starts a private RabbitMQ node, runs
// scripts/rabbitmq/*.rabbitmq.test.ts against it, and stops it whatever happens. Without
// rabbitmq-server (and no way to install it) it says why and skips.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { rabbitmqUnavailable } from './rabbitmq/install.ts';
import {
  prepareRabbitmqNode,
  rabbitmqLogTail,
  rabbitmqReady,
  spawnRabbitmq,
  stopRabbitmq,
} from './rabbitmq/rabbitmqNode.ts';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const unavailable = rabbitmqUnavailable();
if (unavailable) {
  console.log(`live delivery on RabbitMQ: skipped, ${unavailable}`);
  process.exit(0);
}

let vitest;
function runVitest(node) {
  return new Promise((resolve) => {
    vitest = spawn(
      process.execPath,
      ['node_modules/.bin/vitest', 'run', '--config', 'vitest.rabbitmq.config.ts'],
      { stdio: 'inherit', env: { ...process.env, CAMPUS_RABBITMQ_NODE: JSON.stringify(node) } },
    );
    vitest.on('exit', (code) => resolve(code ?? 1));
  });
}

const node = await prepareRabbitmqNode();
let server;
let stopping;
const stop = () => (stopping ??= stopRabbitmq(node, server));

// Interrupted (Ctrl+C, CI cancelling): the node must not outlive the test.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.once(signal, () => {
    vitest?.kill(signal);
    stop().finally(() => process.exit(128 + constants.signals[signal]));
  });

let exitCode = 1;
try {
  server = spawnRabbitmq(node);
  await rabbitmqReady(node, server);
  console.log(`RabbitMQ node up after ${elapsed()} (Web-STOMP on port ${node.ports.webStomp})`);
  exitCode = await runVitest(node);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (exitCode !== 0) console.error(`RabbitMQ's log, last lines:\n${rabbitmqLogTail(node)}`);
  await stop();
}
console.log(`live delivery on RabbitMQ: ${exitCode === 0 ? 'passed' : 'FAILED'} in ${elapsed()}`);
process.exit(exitCode);
