// Fails when generated/ is not what `npm run generate` makes from openapi/ (a stale client).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function fingerprint(dir) {
  const files = new Map();
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(full, createHash('sha256').update(readFileSync(full)).digest('hex'));
    }
  };
  if (existsSync(dir) && !dir.endsWith('.yaml')) walk(dir);
  else if (existsSync(dir)) files.set(dir, createHash('sha256').update(readFileSync(dir)).digest('hex'));
  return files;
}

// main.yaml's tag and path lists are written from openapi/main/ as well (contractIndex.mjs).
const before = new Map([...fingerprint('generated'), ...fingerprint('openapi/main.yaml')]);
execFileSync('node', ['scripts/generate.mjs'], { stdio: ['ignore', 'ignore', 'ignore'] });
const after = new Map([...fingerprint('generated'), ...fingerprint('openapi/main.yaml')]);
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
if (changed.length) {
  console.error(`generated/ was stale; \`npm run generate\` rewrote ${changed.length} file(s):`);
  for (const file of changed.slice(0, 20)) console.error(`  ${file}`);
  console.error('Commit the regenerated files with the contract change.');
  process.exit(1);
}
console.log(`generated/ is up to date (${after.size} files).`);
