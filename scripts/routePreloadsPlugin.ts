import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

const TABLE_DIR = 'src/routes/table';
const SHELL_MODULE = 'src/app/shell/AppShell.tsx';
const PLACEHOLDER_MODULE = 'src/features/system/UnderConstructionPage.tsx';

export interface TableRoute {
  path: string;
  /** The page module, e.g. 'src/features/auth/routes/LoginPage.tsx'; null: under construction. */
  page: string | null;
  inShell: boolean;
  /** Served by an admin app's splat route, not by a route of its own. */
  within: boolean;
}

function text(node: ts.Node | undefined, consts: Map<string, string>): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isAsExpression(node)) return text(node.expression, consts);
  if (ts.isIdentifier(node)) return consts.get(node.text) ?? null;
  if (ts.isTemplateExpression(node)) {
    let result = node.head.text;
    for (const span of node.templateSpans) {
      const value = text(span.expression, consts);
      if (value === null) return null;
      result += value + span.literal.text;
    }
    return result;
  }
  return null;
}

const property = (object: ts.ObjectLiteralExpression | undefined, name: string) =>
  object?.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
  )?.initializer;

/** `() => import('@/features/x/Page')` -> 'src/features/x/Page.tsx' (the table's own form). */
function pageModule(node: ts.Expression | undefined): string | null {
  if (!node || !ts.isArrowFunction(node) || !ts.isCallExpression(node.body)) return null;
  const [specifier] = node.body.arguments;
  if (!specifier || !ts.isStringLiteral(specifier)) return null;
  return `${specifier.text.replace(/^@\//, 'src/')}.tsx`;
}

/**
 * The table's routes read from its source (spec §2 paths with their page modules), so the server
 * can announce a route's chunks without running the app's code.
 */
export function readRouteTable(dir = TABLE_DIR): TableRoute[] {
  const routes: TableRoute[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(dir, file), 'utf8'),
      ts.ScriptTarget.ES2022,
    );
    const consts = new Map<string, string>();
    const guards = new Map<string, string>();
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const value = text(node.initializer, consts);
        if (value !== null) consts.set(node.name.text, value);
        const init = node.initializer;
        if (
          ts.isCallExpression(init) &&
          ts.isIdentifier(init.expression) &&
          init.expression.text === 'areaRoute'
        ) {
          const guard = text(init.arguments[0], consts);
          if (guard) guards.set(node.name.text, guard);
        }
      }
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        guards.has(node.expression.text)
      ) {
        const path = text(node.arguments[0], consts);
        const extra = node.arguments[2];
        const options = extra && ts.isObjectLiteralExpression(extra) ? extra : undefined;
        const guard = text(property(options, 'guard'), consts) ?? guards.get(node.expression.text);
        if (path !== null && !property(options, 'redirectTo')) {
          routes.push({
            path,
            page: pageModule(property(options, 'page')),
            inShell: guard !== 'public',
            within: property(options, 'within') !== undefined,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return routes;
}

export interface RoutePreload {
  path: string;
  files: string[];
}

/**
 * Writes dist/route-preloads.json: for each route of the table, the chunks its first load needs
 * beyond the entry (the shell for signed-in routes, the page, and their static imports). The
 * server turns them into `modulepreload` links, so the browser fetches them with the entry.
 */
export function routePreloads(): Plugin {
  return {
    name: 'campus-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const root = `${process.cwd()}/`;
      const byModule = new Map(
        chunks
          .filter((chunk) => chunk.facadeModuleId)
          .map((chunk) => [chunk.facadeModuleId!.replace(root, ''), chunk]),
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The entry's own imports are preloaded by index.html already.
      const entryFiles = new Set(
        chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.imports),
      );
      // A module a code-splitting group captured lives in the group's chunk, not one of its own.
      const chunkOf = (moduleId: string) =>
        byModule.get(moduleId) ??
        chunks.find((chunk) => chunk.moduleIds.some((id) => id.replace(root, '') === moduleId));
      const withImports = (moduleId: string): string[] => {
        const start = chunkOf(moduleId);
        if (!start) throw new Error(`route-preloads: no chunk for ${moduleId}`);
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || chunk.isEntry || entryFiles.has(fileName) || seen.has(fileName)) return;
          seen.add(fileName);
          chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        return [...seen];
      };
      const preloads: RoutePreload[] = readRouteTable()
        .filter((route) => !route.within)
        .map((route) => ({
          path: route.path,
          files: [
            ...new Set([
              ...(route.inShell ? withImports(SHELL_MODULE) : []),
              ...withImports(route.page ?? PLACEHOLDER_MODULE),
            ]),
          ],
        }));
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(preloads),
      });
    },
  };
}
