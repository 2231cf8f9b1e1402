import { createServer, request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';

export interface DeployProxy {
  url: string;
  /** Serves the next deploy's worker script from now on: other bytes of the same build. */
  deployNext: () => void;
  stop: () => Promise<void>;
}

/**
 * This run's server behind a private origin whose `/sw.js` can change, so a test can deploy a
 * new worker without rewriting the shared dist/sw.js under every other test (two copies of the
 * deploy test at once, under --repeat-each, once did exactly that). Everything else, live
 * connections included, passes through untouched.
 */
export async function startDeployProxy(upstream: string): Promise<DeployProxy> {
  const target = new URL(upstream);
  const nextScript = `${readFileSync('dist/sw.js', 'utf8')}\n// next deploy\n`;
  let deployed = false;
  const server = createServer((incoming, outgoing) => {
    if (deployed && incoming.url?.split('?')[0] === '/sw.js') {
      outgoing.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      });
      outgoing.end(nextScript);
      return;
    }
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  // WebSocket upgrades (the live notifications) go through as raw bytes.
  server.on('upgrade', (incoming, socket, head) => {
    const upstreamSocket = connect(Number(target.port), target.hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
        const name = incoming.rawHeaders[i];
        lines.push(
          `${name}: ${name.toLowerCase() === 'host' ? target.host : incoming.rawHeaders[i + 1]}`,
        );
      }
      upstreamSocket.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
    });
    upstreamSocket.on('error', () => socket.destroy());
    socket.on('error', () => upstreamSocket.destroy());
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deployNext: () => (deployed = true),
    stop: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
