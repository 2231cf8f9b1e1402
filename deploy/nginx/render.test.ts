import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runtimeConfigFromEnv } from '../../mocks/server/runtimeConfig.ts';
import { renderNginxDeployment } from './render.ts';

describe('renderNginxDeployment', () => {
  let dir: string;
  const dist = () => join(dir, 'dist');
  const out = () => join(dir, 'out');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'campus-nginx-'));
    mkdirSync(dist());
    writeFileSync(join(dist(), 'index.html'), '<html><head><title>Campus</title></head></html>');
    writeFileSync(
      join(dist(), 'route-preloads.json'),
      JSON.stringify([
        { path: '/login', files: ['assets/LoginPage-1.js'] },
        { path: '/estudiantes/tramites/:codigo?', files: ['assets/Shell-1.js'] },
        { path: '/estudiantes/tramites/nuevo', files: ['assets/Shell-1.js'] },
      ]),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const render = (env: Record<string, string> = {}, upstream = 'http://127.0.0.1:8080/') =>
    renderNginxDeployment({
      distDir: dist(),
      outDir: out(),
      listen: '8081',
      upstream,
      config: runtimeConfigFromEnv(env),
    });

  it('maps each route to a page with its chunks, most specific first, one page per set', () => {
    render();
    const lines = readFileSync(join(out(), 'pages.map'), 'utf8').trim().split('\n');
    expect(lines[1]).toMatch(/^"~\*\^\/estudiantes\/tramites\/nuevo\/\?\$" \/\w+\.html;$/);
    expect(lines[2]).toMatch(/^"~\*\^\/estudiantes\/tramites\(\?:\/\[\^\/\]\+\)\?\/\?\$"/);
    expect(lines[1]?.split(' ')[1]).toBe(lines[2]?.split(' ')[1]);
    expect(lines[3]).toMatch(/^"~\*\^\/login\/\?\$" /);
    // default (no chunks), the login page and the shared one.
    const pages = readdirSync(join(out(), 'pages')).filter((file) => file.endsWith('.html'));
    expect(pages).toHaveLength(3);
    const login = lines
      .find((line) => line.includes('login'))!
      .split(' ')[1]!
      .replace(';', '');
    expect(readFileSync(join(out(), 'pages', login), 'utf8')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">',
    );
  });

  it('renders the config from the environment into every page and config.json', () => {
    render({ CAMPUS_BRAND: 'QRX', CAMPUS_BROKER_URL: 'wss://avisos.example.test/ws' });
    const config = JSON.parse(readFileSync(join(out(), 'config.json'), 'utf8'));
    expect(config.brand).toBe('QRX');
    for (const page of readdirSync(join(out(), 'pages')).filter((f) => f.endsWith('.html'))) {
      expect(readFileSync(join(out(), 'pages', page), 'utf8')).toContain('"brand":"QRX"');
    }
    const headers = readFileSync(join(out(), 'headers.conf'), 'utf8');
    expect(headers).toContain("connect-src 'self' wss://avisos.example.test");
    expect(headers).toContain('add_header x-content-type-options "nosniff" always;');
  });

  it('fills every value of the template and proxies /api to the upstream', () => {
    const conf = readFileSync(render(), 'utf8');
    expect(conf).not.toMatch(/@[A-Z_]+@/);
    expect(conf).toContain('listen 8081;');
    expect(conf).toContain('proxy_pass http://127.0.0.1:8080;');
    expect(conf).toContain(`root ${dist()};`);
  });

  it('refuses an upstream that is not a base URL', () => {
    expect(() => render({}, 'http://api.example.test/v1; evil')).toThrow(/--upstream/);
    expect(() => render({}, '127.0.0.1:8080')).toThrow(/--upstream/);
  });
});
