import type { AnyHandler } from '../context.ts';
import { importFolder } from '../folderModules.ts';

/** One OpenAPI tag's handlers, by operationId. */
export interface HandlerModule {
  /** The module's file name without `.ts`: the tag it serves. */
  name: string;
  handlers: Readonly<Record<string, AnyHandler>>;
}

// A handler module is `<tag>.ts` exporting `<tag>Handlers`. The one-dot name leaves out what sits
// beside it (`<tag>.sql.ts`, `<tag>.test.ts`, `<tag>.security.ts`) and this file; helpers of the
// folder that export no handler map (reporteTipos.ts) are skipped.
const MODULE_FILE = /^(?!index\.)[A-Za-z0-9]+\.ts$/;

let loaded: Promise<HandlerModule[]> | undefined;

/**
 * Every handler module of this folder, found by its name, so that a new tag adds its module and
 * edits no list. Which service an operation belongs to, and whether any is missing, handled twice
 * or unknown to the contract, is checked against the specs (handlersByService, bindOperations).
 */
export function loadHandlerModules(): Promise<HandlerModule[]> {
  loaded ??= importFolder(new URL('./', import.meta.url), MODULE_FILE).then((modules) =>
    modules.flatMap(({ name, exports }) => {
      const handlers = exports[`${name}Handlers`];
      if (handlers === undefined) return [];
      if (!isHandlerMap(handlers))
        throw new Error(`${name}Handlers in api/handlers/${name}.ts is not a map of functions.`);
      return [{ name, handlers }];
    }),
  );
  return loaded;
}

const isHandlerMap = (value: unknown): value is Record<string, AnyHandler> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((handler) => typeof handler === 'function');
