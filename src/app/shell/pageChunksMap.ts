// The build's map of the chunks each lazy page needs (issue 57), shared by the build, which writes
// it (scripts/pageChunks.ts), and the shell, which reads it to fetch a page's code ahead of a tap
// without running it. Imports nothing: the build's Node code reads it too.

/** dist/page-chunks.json, served beside index.html. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/** The lazy modules outside the route table the shell fetches ahead, by what they are. */
export const LAZY_MODULES = {
  /** What 'Mi cuenta' opens for everyone but students (src/features/account/index.ts). */
  profileDialog: 'src/features/account/dialog/ProfileDialog.tsx',
} as const;

export interface PageChunks {
  /** The app's entry of the build that wrote the map: a page of another build ignores it. */
  entry: string;
  /** A signed-in route's name -> the module its page binding loads. */
  routes: Record<string, string>;
  /**
   * A lazy module -> the chunks loading it fetches beyond those every signed-in page has loaded
   * (the entry's, the shell's, the route set's), leaves first.
   */
  modules: Record<string, string[]>;
}

/**
 * The chunks of each of `modules` in turn (those the map knows), each list without the chunks an
 * earlier one already names: what fetching them one after another asks the network for.
 */
export function chunksOfEach(map: PageChunks, modules: readonly string[]): string[][] {
  const named = new Set<string>();
  const lists: string[][] = [];
  for (const module of new Set(modules)) {
    const files = (map.modules[module] ?? []).filter((file) => !named.has(file));
    files.forEach((file) => named.add(file));
    if (files.length > 0) lists.push(files);
  }
  return lists;
}
