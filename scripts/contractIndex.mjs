// openapi/main.yaml's `tags` and `paths` are written from the tag files in openapi/main/: a new
// tag adds its file (with its own `tags` entry) and edits no list. `npm run generate` runs it first.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';

const MAIN = 'openapi/main.yaml';
const TAG_DIR = 'openapi/main';

/** JSON pointer escaping of a path, as a $ref names it (`/a/{id}` -> `~1a~1{id}`). */
const pointer = (path) => path.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every tag file's tags and paths, files in name order, each file's paths as written. */
export function mainIndex(dir = TAG_DIR) {
  const tags = [];
  const paths = {};
  const problems = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.yaml')).sort()) {
    const document = parse(readFileSync(`${dir}/${file}`, 'utf8')) ?? {};
    const declared = (document.tags ?? []).map((tag) => tag.name);
    if (declared.length === 0) problems.push(`${file} declares no tag`);
    tags.push(...(document.tags ?? []));
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      if (Object.hasOwn(paths, path)) problems.push(`${path} is in two files (${file})`);
      paths[path] = { $ref: `./main/${file}#/paths/${pointer(path)}` };
      for (const operation of Object.values(item))
        for (const tag of operation.tags ?? [])
          if (!declared.includes(tag)) problems.push(`${file}: ${path} uses undeclared tag ${tag}`);
    }
  }
  const names = tags.map((tag) => tag.name);
  for (const name of names.filter((name, i) => names.indexOf(name) !== i))
    problems.push(`tag ${name} is declared twice`);
  if (problems.length) throw new Error(`openapi/main/ does not index: ${problems.join('; ')}.`);
  return { tags, paths };
}

/**
 * Rewrites main.yaml's `tags` and `paths`, the two blocks between `tags:` and `components:`; the
 * rest of the file (its header and comments) stays as written.
 */
export function writeMainIndex(file = MAIN) {
  const text = readFileSync(file, 'utf8');
  const start = text.search(/^tags:/m);
  const end = text.search(/^components:/m);
  if (start < 0 || end < start) throw new Error(`${file}: expected tags, then paths, then components`);
  const { tags, paths } = mainIndex();
  const index = stringify({ tags, paths }, { lineWidth: 100 });
  writeFileSync(file, text.slice(0, start) + index + text.slice(end));
}
