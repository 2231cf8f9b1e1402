import type { Plugin } from 'vite';

/** One JS chunk of the build and what it pulls in: enough to follow a route's real import graph. */
export interface ChunkStat {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  /** Minified bytes each module contributes to the chunk (before gzip), largest first. */
  moduleSizes: Record<string, number>;
}

/** Writes dist/chunk-stats.json so `npm run size` can measure what each route downloads. */
export function chunkStats(): Plugin {
  return {
    name: 'campus-chunk-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd() + '/';
      const relative = (id: string | null) => (id ? id.replace(root, '') : null);
      const chunks: ChunkStat[] = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          facadeModuleId: relative(chunk.facadeModuleId),
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          moduleIds: chunk.moduleIds.map((id) => relative(id) ?? id),
          moduleSizes: Object.fromEntries(
            Object.entries(chunk.modules)
              .map(([id, info]) => [relative(id) ?? id, info.renderedLength] as const)
              .sort((a, b) => b[1] - a[1]),
          ),
        }));
      this.emitFile({ type: 'asset', fileName: 'chunk-stats.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}
