import { readdirSync } from 'node:fs';

export interface FolderModule {
  /** The file name up to its first dot: `cursos` for both cursos.ts and cursos.security.ts. */
  name: string;
  /** The folder the module sits in, for messages: `procedures` for procedures/tramite.ts. */
  folder: string;
  exports: Record<string, unknown>;
}

/**
 * The modules of `dir` whose file name matches `fileName`, imported one after another in name
 * order: whatever is assembled from them comes out the same on every machine, whatever order the
 * file system lists them in. Shared registries (handlers, seed steps, security cases) are built
 * this way so that a new area adds its files and edits no list.
 */
export async function importFolder(dir: URL, fileName: RegExp): Promise<FolderModule[]> {
  const folder = dir.pathname.replace(/\/$/, '').split('/').pop() ?? '';
  const files = readdirSync(dir)
    .filter((file) => fileName.test(file))
    .sort();
  const modules: FolderModule[] = [];
  for (const file of files) {
    const exports = (await import(new URL(file, dir).href)) as Record<string, unknown>;
    modules.push({ name: file.slice(0, file.indexOf('.')), folder, exports });
  }
  return modules;
}

/** The area folders of the demo API (`mocks/api/<area>/`), in name order. */
export function areaFolders(apiDir: URL): URL[] {
  return readdirSync(apiDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => new URL(`${name}/`, apiDir));
}

/** `importFolder` over every area folder of the demo API, area by area. */
export async function importAreaFolders(apiDir: URL, fileName: RegExp): Promise<FolderModule[]> {
  const modules: FolderModule[] = [];
  for (const area of areaFolders(apiDir)) modules.push(...(await importFolder(area, fileName)));
  return modules;
}
