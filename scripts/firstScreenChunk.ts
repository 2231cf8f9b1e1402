import type { ChunkingContext } from 'rolldown';

// Home's first screen, as the build sees it: its page module and every module it imports
// statically. Left to itself, rolldown gives each set of lazy pages sharing a module its own
// chunk, and home ended up asking for some twenty chunks of 1 to 6 KB (a card, the tabs, icons,
// the courses' hook…) beside its five big ones. On a phone's connection, with a browser's six
// connections to the server, each was a round trip, and the boot script's data requests
// queued behind them (issue 36). Gathered in one chunk they are one request.

type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

const reachable = new WeakMap<ModuleInfo, Set<string>>();

/** Every module `page` imports statically, directly or not (computed once per chunking pass). */
function staticImportsOf(page: string, ctx: ChunkingContext): Set<string> {
  const root = ctx.getModuleInfo(page);
  if (!root) return new Set();
  const known = reachable.get(root);
  if (known) return known;
  const seen = new Set<string>();
  const queue = [page];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  reachable.set(root, seen);
  return seen;
}

/**
 * A chunk group for what `page` imports from outside its own feature (`ownFolder`), named `name`:
 * the page's own modules stay in its chunk, the entry's and the shell's in theirs (higher or
 * earlier groups), and the shared rest (MUI pieces, the library's components and hooks, the
 * generated calls) becomes one chunk that the page and whoever else needs them load.
 */
export function firstScreenGroup(name: string, page: string, ownFolder: string) {
  return {
    name: (id: string, ctx: ChunkingContext) =>
      !id.startsWith(ownFolder) && staticImportsOf(page, ctx).has(id) ? name : null,
  };
}

/**
 * A chunk group for the modules of `folder` that load with it: those imported from outside it
 * (statically, or on demand, as the router loads the shell) and what they import statically,
 * through the folder. What the folder's own code loads on demand (the phone's drawer, the menu
 * tree, the parts after the first screen) stays out, with what only it imports: captured, it
 * would sit in the group's chunk and download with the first screen all the same.
 */
export function folderGroup(name: string, folder: RegExp) {
  return {
    name: (id: string, ctx: ChunkingContext) => {
      if (!folder.test(id)) return null;
      const eager = new Map<string, boolean>();
      const loadsWithFolder = (module: string): boolean => {
        const known = eager.get(module);
        if (known !== undefined) return known;
        eager.set(module, false); // an import cycle adds nothing
        const info = ctx.getModuleInfo(module);
        const result =
          info !== null &&
          (info.dynamicImporters.some((importer) => !folder.test(importer)) ||
            info.importers.some((importer) => !folder.test(importer) || loadsWithFolder(importer)));
        eager.set(module, result);
        return result;
      };
      return loadsWithFolder(id) ? name : null;
    },
  };
}
