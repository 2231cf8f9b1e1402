// A throw-away RabbitMQ node with the Web-STOMP plugin for the live notification test: everything
// it writes lives in one temporary folder and it listens on free loopback ports only, so a
// developer's own RabbitMQ (ports 5672, 15674, 61613, epmd on 4369) is neither used nor disturbed.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Where Debian's rabbitmq-server package keeps the server's own scripts. */
export const RABBITMQ_BIN = '/usr/lib/rabbitmq/bin';

const HOST = '127.0.0.1';
const START_TIMEOUT_S = 60;
const CTL_TIMEOUT_MS = 90_000;
// Erlang distribution (the CLI tools talk to the node through it) on loopback only.
const LOOPBACK_DISTRIBUTION = '-kernel inet_dist_use_interface {127,0,0,1}';

/** Plain data, so the test process can be handed it as JSON. */
export interface RabbitmqNode {
  /** The Erlang node name, unique to this run. */
  name: string;
  dir: string;
  ports: { webStomp: number; distribution: number; epmd: number };
}

export const webStompUrl = (node: RabbitmqNode) => `ws://${HOST}:${node.ports.webStomp}/ws`;

const path = (node: RabbitmqNode, file: string) => join(node.dir, file);

/** Ports nothing listens on now: all held open at once, so that they differ. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer().once('error', reject);
          server.listen(0, HOST, () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

function environment(node: RabbitmqNode): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // The node and the CLI share the Erlang cookie through HOME: a private one for this node.
    HOME: node.dir,
    RABBITMQ_NODENAME: node.name,
    RABBITMQ_CONFIG_FILE: path(node, 'rabbitmq.conf'),
    // Both absent on purpose: the machine's /etc/rabbitmq files must not reach this node.
    RABBITMQ_ADVANCED_CONFIG_FILE: path(node, 'advanced.config'),
    RABBITMQ_CONF_ENV_FILE: path(node, 'rabbitmq-env.conf'),
    RABBITMQ_ENABLED_PLUGINS_FILE: path(node, 'enabled_plugins'),
    RABBITMQ_MNESIA_BASE: path(node, 'mnesia'),
    RABBITMQ_LOG_BASE: path(node, 'log'),
    RABBITMQ_PID_FILE: path(node, 'rabbitmq.pid'),
    // A node or CLI that crashes writes erl_crash.dump here, not into the working directory.
    ERL_CRASH_DUMP: path(node, 'erl_crash.dump'),
    RABBITMQ_DIST_PORT: String(node.ports.distribution),
    RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: LOOPBACK_DISTRIBUTION,
    RABBITMQ_CTL_ERL_ARGS: LOOPBACK_DISTRIBUTION,
    // An epmd of our own, on its own port: stopping it cannot affect another Erlang node.
    ERL_EPMD_PORT: String(node.ports.epmd),
    ERL_EPMD_ADDRESS: HOST,
  };
}

/** Chooses the ports and writes the node's folder; nothing runs yet. */
export async function prepareRabbitmqNode(): Promise<RabbitmqNode> {
  const [webStomp, distribution, epmd] = await freePorts(3);
  const node: RabbitmqNode = {
    name: `campus-live-${process.pid}@localhost`,
    dir: mkdtempSync(join(tmpdir(), 'campus-rabbitmq-')),
    ports: { webStomp, distribution, epmd },
  };
  writeFileSync(
    path(node, 'rabbitmq.conf'),
    [
      // No AMQP listener: the test publishes over STOMP, as the client subscribes.
      'listeners.tcp = none',
      // Web-STOMP depends on the STOMP plugin, whose plain TCP listener nobody needs here.
      'stomp.listeners.tcp = none',
      `web_stomp.tcp.ip = ${HOST}`,
      `web_stomp.tcp.port = ${node.ports.webStomp}`,
      '',
    ].join('\n'),
  );
  // The plugins file is read at boot; the plugin's dependencies are enabled with it.
  writeFileSync(path(node, 'enabled_plugins'), '[rabbitmq_web_stomp].\n');
  return node;
}

/** `rabbitmqctl -n <node> ...args`, rejecting with its output when it fails. */
export async function rabbitmqctl(
  node: RabbitmqNode,
  args: string[],
  signal?: AbortSignal,
): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(
      join(RABBITMQ_BIN, 'rabbitmqctl'),
      ['-n', node.name, ...args],
      { env: environment(node), timeout: CTL_TIMEOUT_MS, signal },
    );
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`rabbitmqctl ${args[0]} failed: ${`${stderr}${stdout}`.trim()}`, {
      cause: error,
    });
  }
}

/**
 * Starts the node. The server's own scripts are run directly, as the current user: Debian's
 * wrapper in /usr/sbin would switch to the rabbitmq user (root only) and share its Erlang cookie.
 */
export function spawnRabbitmq(node: RabbitmqNode): ChildProcess {
  const output = openSync(path(node, 'server.out'), 'w');
  // Its own process group, so that a node that never came up can still be ended as a whole.
  const server = spawn(join(RABBITMQ_BIN, 'rabbitmq-server'), [], {
    env: environment(node),
    stdio: ['ignore', output, output],
    detached: true,
  });
  closeSync(output);
  return server;
}

const exited = (server: ChildProcess) =>
  server.exitCode !== null || server.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => server.once('exit', resolve));

/** Resolves once RabbitMQ and its plugins run; rejects at once if the server exits instead. */
export async function rabbitmqReady(node: RabbitmqNode, server: ChildProcess): Promise<void> {
  const waiting = new AbortController();
  const pidFile = path(node, 'rabbitmq.pid');
  try {
    await Promise.race([
      rabbitmqctl(node, ['wait', '--timeout', String(START_TIMEOUT_S), pidFile], waiting.signal),
      exited(server).then(() => {
        throw new Error(`RabbitMQ exited during start-up (code ${server.exitCode})`);
      }),
    ]);
  } finally {
    // A server that died before writing its pid file would keep `wait` waiting a minute.
    waiting.abort();
  }
}

/** The end of the node's log (or of its console output if it never logged), for a failure report. */
export function rabbitmqLogTail(node: RabbitmqNode, lines = 20): string {
  const log = path(node, `log/${node.name}.log`);
  const file = existsSync(log) ? log : path(node, 'server.out');
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Stops the node, ends its epmd and removes its folder; safe whatever state the start reached. */
export async function stopRabbitmq(
  node: RabbitmqNode,
  server: ChildProcess | undefined,
): Promise<void> {
  if (server?.pid !== undefined && server.exitCode === null && server.signalCode === null) {
    try {
      await rabbitmqctl(node, ['stop', path(node, 'rabbitmq.pid')]);
    } catch {
      // Not answering (or never up): the whole group, the server's helpers included.
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await exited(server);
  }
  // epmd detaches from the node's process group; it runs on this node's port only, so only ours
  // is asked to end (it refuses while a node is still registered).
  await promisify(execFile)('epmd', ['-port', String(node.ports.epmd), '-kill'], {
    env: environment(node),
  }).catch(() => {});
  rmSync(node.dir, { recursive: true, force: true });
}
