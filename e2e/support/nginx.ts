import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderNginxDeployment } from '../../deploy/nginx/render';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
// Debian's binary, which a user's PATH may not reach (/usr/sbin).
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** Why Debian's nginx cannot run the deployment test here, or null when it can. */
export function nginxMissing(): string | null {
  if (spawnSync(NGINX, ['-v']).error) return 'nginx is not installed (apt-get install nginx)';
  if (!existsSync(BROTLI_MODULE)) {
    return `${BROTLI_MODULE} is missing (apt-get install libnginx-mod-http-brotli-static)`;
  }
  return null;
}

export interface RunningNginx {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Debian's nginx on loopback with deploy/nginx's configuration, rendered as a deploy would,
 * serving dist/ and passing /api on to `upstream` (the e2e run's demo API).
 */
export async function startNginx(options: {
  port: number;
  upstream: string;
  workDir: string;
}): Promise<RunningNginx> {
  const dir = resolve(options.workDir);
  rmSync(dir, { recursive: true, force: true });
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, 'temp', temp), { recursive: true });
  }
  const site = renderNginxDeployment({
    distDir: 'dist',
    outDir: join(dir, 'campus'),
    listen: `127.0.0.1:${options.port}`,
    upstream: options.upstream,
  });
  // The smallest main configuration around the site, as Debian's nginx.conf would hold it.
  // As root, nginx's workers would run as nobody, who may not read a checkout under /root.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const main = `${user}
load_module ${BROTLI_MODULE};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${site};
}
`;
  writeFileSync(join(dir, 'nginx.conf'), main);
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGQUIT');
    await exited;
  };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/config.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop();
  const log = existsSync(join(dir, 'error.log'))
    ? readFileSync(join(dir, 'error.log'), 'utf8')
    : '';
  throw new Error(`nginx did not start on ${url}:\n${stderr}\n${log}`);
}
