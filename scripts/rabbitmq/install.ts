// RabbitMQ for the live notification test: Debian's rabbitmq-server, installed on the spot where
// that is possible (root with apt-get, as in CI), else the reason the test cannot run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RABBITMQ_BIN } from './rabbitmqNode.ts';

const APT_TIMEOUT_MS = 180_000;

const SERVER = join(RABBITMQ_BIN, 'rabbitmq-server');
const installed = () => existsSync(SERVER);

/** Runs apt-get quietly; the last line it complained with when it fails, else ''. */
function aptGet(args: string[]): string {
  const result = spawnSync('apt-get', ['-qq', ...args], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    timeout: APT_TIMEOUT_MS,
  });
  if (result.status === 0) return '';
  return (
    result.stderr?.trim().split('\n').at(-1) ||
    result.error?.message ||
    `apt-get ${args[0]} ended with ${result.status ?? result.signal}`
  );
}

/** Why RabbitMQ cannot be had on this machine, or null once it is installed. */
export function rabbitmqUnavailable(): string | null {
  if (installed()) return null;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get'))
    return 'rabbitmq-server is not installed (apt-get install rabbitmq-server)';
  console.log("Installing Debian's rabbitmq-server");
  // A fresh machine may have no package lists yet: read them only when the first try fails.
  const install = ['install', '-y', 'rabbitmq-server'];
  let failure = aptGet(install);
  if (failure) {
    aptGet(['update']);
    failure = aptGet(install);
  }
  if (installed()) return null;
  return `rabbitmq-server could not be installed: ${failure || `${SERVER} is still missing`}`;
}
