import { readdirSync } from 'node:fs';

export interface FolderModule {
  /** The file name up to its first dot: `cursos` for both cursos.ts and cursos.security.ts. */
  name: string;
  exports: Record<string, unknown>;
}

/**
 * The modules of `dir` whose file name matches `fileName`, imported one after another in name
 * order: whatever is assembled from them comes out the same on every machine, whatever order the
 * file system lists them in. Shared registries (handlers, seed steps, security cases) are built
 * this way so that a new area adds its files and edits no list.
 */
export async function importFolder(dir: URL, fileName: RegExp): Promise<FolderModule[]> {
  const files = readdirSync(dir)
    .filter((file) => fileName.test(file))
    .sort();
  const modules: FolderModule[] = [];
  for (const file of files) {
    const exports = (await import(new URL(file, dir).href)) as Record<string, unknown>;
    modules.push({ name: file.slice(0, file.indexOf('.')), exports });
  }
  return modules;
}
