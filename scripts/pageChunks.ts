import { LAZY_MODULES, type PageChunks } from '../src/app/shell/pageChunksMap.ts';
import { chunkGraph, type GraphChunk } from './chunkGraph.ts';
import type { BoundRoute } from './routePreloadsPlugin.ts';

/** A chunk as the map reads it: `name` tells the app's entry ('index') from the boot script's. */
export interface NamedChunk extends GraphChunk {
  name: string;
}

/**
 * dist/page-chunks.json (src/app/shell/pageChunksMap.ts): for each signed-in page and each of
 * LAZY_MODULES, the chunks it needs that a signed-in page has not loaded already, i.e. beyond the
 * entries and their imports and the chunks of `loadedModules` (the shell, the route set). An app's
 * splat route is left out: a whole react-admin app (some 90 chunks) is nobody's everyday tap.
 */
export function pageChunks(
  routes: readonly BoundRoute[],
  chunks: readonly NamedChunk[],
  { root, loadedModules }: { root: string; loadedModules: readonly string[] },
): PageChunks {
  const { chunksFor } = chunkGraph(chunks, root);
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const entry = entries.find((chunk) => chunk.name === 'index');
  if (!entry) throw new Error("page-chunks: the build has no entry named 'index'");
  const loaded = new Set(entries.flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
  for (const module of loadedModules) chunksFor(module, loaded).forEach((file) => loaded.add(file));
  const pages = routes.filter(
    (route) =>
      route.guard !== 'public' &&
      route.page !== null &&
      !route.redirect &&
      !route.path.endsWith('/*'),
  );
  const modules = [
    ...new Set([...pages.map((route) => route.page!), ...Object.values(LAZY_MODULES)]),
  ];
  return {
    entry: entry.fileName,
    routes: Object.fromEntries(pages.map((route) => [route.name, route.page!])),
    modules: Object.fromEntries(modules.map((module) => [module, chunksFor(module, loaded)])),
  };
}
