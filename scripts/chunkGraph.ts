/** What the chunk graph reads of a rolldown output chunk (and of dist/chunk-stats.json). */
export interface GraphChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

/**
 * The build's chunks as a graph over source modules (ids relative to `root`, e.g.
 * 'src/app/shell/AppShell.tsx'): which chunk holds a module, and which chunks loading it needs.
 */
export function chunkGraph(chunks: readonly GraphChunk[], root: string) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const relative = (id: string) => (id.startsWith(root) ? id.slice(root.length) : id);
  /** The chunk of `moduleId`: its own, or the code-splitting group's that captured it. */
  const chunkOf = (moduleId: string): GraphChunk => {
    const chunk =
      chunks.find((c) => c.facadeModuleId !== null && relative(c.facadeModuleId) === moduleId) ??
      chunks.find((c) => c.moduleIds.some((id) => relative(id) === moduleId));
    if (!chunk) throw new Error(`No chunk of the build holds ${moduleId}`);
    return chunk;
  };
  /**
   * The chunk of `moduleId` with the chunks it imports statically, in turn, leaves first (an order
   * in which each can run once those before it have), leaving out entries and those in `loaded`.
   */
  const chunksFor = (moduleId: string, loaded: ReadonlySet<string> = new Set()): string[] => {
    const seen = new Set<string>();
    const order: string[] = [];
    const visit = (fileName: string) => {
      const chunk = byFile.get(fileName);
      if (!chunk || chunk.isEntry || loaded.has(fileName) || seen.has(fileName)) return;
      seen.add(fileName);
      chunk.imports.forEach(visit);
      order.push(fileName);
    };
    visit(chunkOf(moduleId).fileName);
    return order;
  };
  return { chunkOf, chunksFor };
}
