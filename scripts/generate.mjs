// Rewrites generated/ from openapi/: bundled specs, openapi-typescript path types, orval hooks.
// Bundling first gives orval, the demo API and Prism one self-contained file per service.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { services } from './services.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const run = (cmd, args) => execFileSync(bin(cmd), args, { stdio: ['ignore', 'ignore', 'inherit'] });

rmSync('generated', { recursive: true, force: true });
mkdirSync('generated/openapi', { recursive: true });

for (const service of services) {
  const bundled = `generated/openapi/${service}.json`;
  run('redocly', ['bundle', `openapi/${service}.yaml`, '-o', bundled, '--lint-config', 'off']);
  // Pretty, stable JSON so reviewers can diff a contract change.
  writeFileSync(bundled, `${JSON.stringify(JSON.parse(readFileSync(bundled, 'utf8')), null, 2)}\n`);
}
// Reads redocly.yaml's apis and writes each x-openapi-ts.output.
run('openapi-typescript', []);
run('orval', ['--config', 'orval.config.ts']);
console.log(`generated/ rewritten for ${services.join(', ')}`);
