import type { AnyHandler } from './context.ts';
import { importAreaFolders } from './folderModules.ts';

/** One OpenAPI tag's handlers, by operationId. */
export interface HandlerModule {
  /** The module's file name without `.ts`: the tag it serves. */
  name: string;
  /** Its area folder under `mocks/api/`. */
  area: string;
  handlers: Readonly<Record<string, AnyHandler>>;
}

// A tag module is `<area>/<tag>.ts` exporting `<tag>Handlers`. The one-dot name leaves out what
// sits beside it (`<tag>.sql.ts`, `<tag>.test.ts`, `<tag>.security.ts`); the area's rules, which
// export no handler map, are skipped.
const MODULE_FILE = /^[A-Za-z0-9]+\.ts$/;
const API_DIR = new URL('./', import.meta.url);

let loaded: Promise<HandlerModule[]> | undefined;

/**
 * Every tag module of every area folder, found by its name, so that a new tag adds its module to
 * its area and edits no list. Which service an operation belongs to, and whether any is missing,
 * handled twice or unknown to the contract, is checked against the specs (handlersByService,
 * bindOperations).
 */
export function loadHandlerModules(): Promise<HandlerModule[]> {
  loaded ??= importAreaFolders(API_DIR, MODULE_FILE).then((modules) =>
    modules.flatMap(({ name, folder, exports }) => {
      const handlers = exports[`${name}Handlers`];
      if (handlers === undefined) return [];
      if (!isHandlerMap(handlers))
        throw new Error(`${name}Handlers in api/${folder}/${name}.ts is not a map of functions.`);
      return [{ name, area: folder, handlers }];
    }),
  );
  return loaded;
}

const isHandlerMap = (value: unknown): value is Record<string, AnyHandler> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((handler) => typeof handler === 'function');
