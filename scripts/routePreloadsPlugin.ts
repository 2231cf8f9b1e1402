import { runnerImport, type Plugin } from 'vite';
import { PAGE_CHUNKS_FILE } from '../src/app/shell/pageChunksMap.ts';
import { chunkGraph } from './chunkGraph.ts';
import { pageChunks } from './pageChunks.ts';

const SHELL_MODULE = 'src/app/shell/AppShell.tsx';
const SIGNED_IN_ROUTES_MODULE = 'src/app/router/signedInRouteSet.ts';
const PLACEHOLDER_MODULE = 'src/ui/SystemMessage/UnderConstruction.tsx';
const PROBE = 'virtual:campus-route-probe';

/** One route of the app's route sets, as the router builds it. */
export interface BoundRoute {
  name: string;
  path: string;
  guard: string;
  /** The module its binding loads, e.g. 'src/features/auth/login/LoginPage.tsx'; null: unbound. */
  page: string | null;
  /** An app's splat route: the unbound routes under its path, which its own router answers. */
  serves: string[];
  redirect: boolean;
}

// Runs in the module runner: reads both route sets and calls every binding's page loader, which
// (page modules replaced by their names below) answers with the module it loads.
const probeSource = `
import { publicRouteSet } from '/src/app/router/publicRouteSet.ts';
import { signedInRouteSet } from '/src/app/router/signedInRouteSet.ts';
import { servedRoutes } from '/src/app/router/mounts.ts';
const read = (set) => {
  const served = servedRoutes(set);
  return Promise.all(set.routes.map(async (route) => {
    const binding = set.bindings.get(route.name);
    return {
      name: route.name,
      path: route.path,
      guard: route.guard,
      page: binding ? (await binding.page()).default : null,
      serves: (served.get(route.name) ?? []).map((servedRoute) => servedRoute.name),
      redirect: route.redirectTo !== undefined,
    };
  }));
};
export default [...(await read(publicRouteSet)), ...(await read(signedInRouteSet))];
`;

/**
 * The app's routes with the page each binding loads, read by running the bindings themselves
 * (not by parsing their source): in Vite's module runner every module of a feature or admin app
 * but its `routes.ts` and `publicRoutes.ts` is replaced by a module whose default export is its own file name.
 */
export async function readRouteSets(root = process.cwd()): Promise<BoundRoute[]> {
  const probeId = `\0${PROBE}`;
  const { module } = await runnerImport<{ default: BoundRoute[] }>(PROBE, {
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: {
      alias: [
        { find: '@generated', replacement: `${root}/generated` },
        { find: '@', replacement: `${root}/src` },
      ],
    },
    plugins: [
      {
        name: 'campus-route-probe',
        enforce: 'pre',
        resolveId: (id) => (id === PROBE ? probeId : undefined),
        load(id) {
          if (id === probeId) return probeSource;
          if (/\/src\/(features|admin)\//.test(id) && !/\/(routes|publicRoutes)\.ts$/.test(id)) {
            return `export default ${JSON.stringify(id.replace(`${root}/`, ''))};`;
          }
          return undefined;
        },
      },
    ],
  });
  return module.default;
}

export interface RoutePreload {
  path: string;
  /** Inside the shell (signed-in) rather than public. */
  signedIn: boolean;
  /** The page module the route shows; null: the under-construction page. */
  page: string | null;
  files: string[];
}

/**
 * Writes dist/route-preloads.json: for each route, the chunks its first load needs beyond the
 * entry (for signed-in routes the signed-in route set and the shell; the page; their static
 * imports). The server turns them into `modulepreload` links, so the browser fetches them with
 * the entry instead of one request after another.
 * And dist/page-chunks.json (pageChunks.ts) from the same routes: the chunks of each signed-in
 * page beyond those the shell has loaded, which the shell fetches ahead of a tap (issue 57).
 */
export function routePreloads(): Plugin {
  return {
    name: 'campus-route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const routes = await readRouteSets();
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const root = `${process.cwd()}/`;
      const { chunksFor } = chunkGraph(chunks, root);
      // The entry's own imports are preloaded by index.html already.
      const entryFiles = new Set(
        chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.imports),
      );
      const served = new Set(routes.flatMap((route) => route.serves));
      const preloads: RoutePreload[] = routes
        .filter((route) => !served.has(route.name) && !route.redirect)
        .map((route) => {
          const inShell = route.guard !== 'public';
          return {
            path: route.path,
            signedIn: inShell,
            page: route.page,
            files: [
              ...new Set([
                ...(inShell ? chunksFor(SIGNED_IN_ROUTES_MODULE, entryFiles) : []),
                ...(inShell ? chunksFor(SHELL_MODULE, entryFiles) : []),
                ...chunksFor(route.page ?? PLACEHOLDER_MODULE, entryFiles),
              ]),
            ],
          };
        });
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(preloads),
      });
      const map = pageChunks(routes, chunks, {
        root,
        loadedModules: [SIGNED_IN_ROUTES_MODULE, SHELL_MODULE],
      });
      this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(map) });
    },
  };
}
