// `npm run size`: builds the app and prints the gzip size of the JavaScript a browser downloads for
// each entry route, following the real import graph (entry chunk + the route's lazy page chunks
// + every static import). Fails above a budget or when a heavy library leaks into those routes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { forbiddenInEntryRoutes, routeBudgets, signedInOnly } from './sizeBudgets.mjs';

if (!process.argv.includes('--no-build')) {
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
const chunks = JSON.parse(readFileSync('dist/chunk-stats.json', 'utf8'));
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const gzipKb = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length / 1024;
// What the server sends to browsers that accept brotli (the build's .br copies, same settings).
const brotliKb = (file) =>
  brotliCompressSync(readFileSync(`dist/${file}`), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length / 1024;

function withStaticImports(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  files.forEach(visit);
  return seen;
}

function chunkOf(moduleId) {
  const chunk =
    chunks.find((c) => c.facadeModuleId === moduleId) ??
    chunks.find((c) => c.moduleIds.includes(moduleId));
  if (!chunk)
    throw new Error(
      `No chunk holds ${moduleId}: update scripts/sizeBudgets.mjs to the route's page module.`,
    );
  return chunk.fileName;
}

// The app's entry, and the boot script the signed-in routes load beside it
// (scripts/bootScriptPlugin.ts; the sign-in page goes without it).
const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
const boot = chunks.find((chunk) => chunk.isEntry && chunk !== entry);
let failures = 0;
/** The modules' paths inside node_modules, cut to their first `depth` segments, once each. */
const packagePaths = (ids, depth) =>
  [
    ...new Set(
      ids.map((id) => id.split('/node_modules/').pop().split('/').slice(0, depth).join('/')),
    ),
  ].join(', ');
console.log('JavaScript downloaded per entry route (gzip against the budget; brotli on the wire):');
for (const { route, modules, budgetKb, maxChunks = Infinity, onDemand = [] } of routeBudgets) {
  const signedIn = route !== '/login';
  const files = withStaticImports([
    entry.fileName,
    ...(signedIn ? [boot.fileName] : []),
    ...modules.map(chunkOf),
  ]);
  const total = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  const wire = [...files].reduce((sum, file) => sum + brotliKb(file), 0);
  const moduleIds = [...files].flatMap((file) => byFile.get(file).moduleIds);
  const matching = (patterns) => moduleIds.filter((id) => patterns.some((p) => p.test(id)));
  const leaked = matching(forbiddenInEntryRoutes);
  const early = matching(onDemand);
  const ok =
    total <= budgetKb && leaked.length === 0 && files.size <= maxChunks && early.length === 0;
  if (!ok) failures += 1;
  console.log(
    `  ${ok ? 'ok  ' : 'FAIL'} ${route.padEnd(28)} ${total.toFixed(1).padStart(6)} KB / ${budgetKb} KB` +
      ` (brotli ${wire.toFixed(1)} KB) in ${files.size} chunks`,
  );
  if (files.size > maxChunks)
    console.log(`       more than ${maxChunks} chunks: one round trip each`);
  if (early.length)
    console.log(
      `       loaded before the first screen instead of on demand: ${packagePaths(early, 4)}`,
    );
  if (leaked.length)
    console.log(`       heavy modules that must stay lazy: ${packagePaths(leaked, 2)}`);
}
// /login does not grow with the signed-in screens: none of their table entries, bindings or paths
// reach its JavaScript, so adding one adds 0 bytes there.
const preloads = JSON.parse(readFileSync('dist/route-preloads.json', 'utf8'));
const loginFiles = withStaticImports([entry.fileName, chunkOf(routeBudgets[0].modules[0])]);
const loginModules = [...loginFiles].flatMap((file) => byFile.get(file).moduleIds);
const loginCode = [...loginFiles].map((file) => readFileSync(`dist/${file}`, 'utf8')).join('\n');
const leakedModules = loginModules.filter((id) => signedInOnly.some((pattern) => pattern.test(id)));
// Home and /error are the two signed-in addresses the guard and the sign-in pages name.
const leakedPaths = preloads
  .filter((route) => route.signedIn && !['/', '/error'].includes(route.path))
  .map((route) => route.path)
  .filter((path) => loginCode.includes(`"${path}"`) || loginCode.includes(`\`${path}\``));
const loginAlone = leakedModules.length === 0 && leakedPaths.length === 0;
if (!loginAlone) failures += 1;
console.log(
  `  ${loginAlone ? 'ok  ' : 'FAIL'} /login holds no signed-in route (${preloads.filter((r) => r.signedIn).length} of them)`,
);
if (leakedModules.length)
  console.log(`       signed-in modules in /login: ${leakedModules.join(', ')}`);
if (leakedPaths.length) console.log(`       signed-in paths in /login: ${leakedPaths.join(', ')}`);

// Opened directly, a built route's first response announces its own page, never the placeholder.
const placeholder = chunkOf('src/ui/SystemMessage/UnderConstruction.tsx');
const wrong = preloads.filter(
  (route) =>
    route.page !== null &&
    (!route.files.includes(chunkOf(route.page)) || route.files.includes(placeholder)),
);
if (wrong.length) failures += 1;
const built = preloads.filter((route) => route.page !== null).length;
console.log(
  `  ${wrong.length ? 'FAIL' : 'ok  '} every built route preloads its page (${built} of ${preloads.length} routes)`,
);
for (const route of wrong) console.log(`       ${route.path} does not announce ${route.page}`);

const all = chunks.reduce((sum, chunk) => sum + gzipKb(chunk.fileName), 0);
console.log(`  (whole build: ${all.toFixed(1)} KB gzip of JavaScript in ${chunks.length} chunks)`);
process.exit(failures ? 1 : 0);
