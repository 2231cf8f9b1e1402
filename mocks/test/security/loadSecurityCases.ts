import { importAreaFolders } from '../../api/folderModules.ts';
import { loadHandlerModules } from '../../api/tagModules.ts';
import type { OwnObject } from './securityCase.ts';

const API_DIR = new URL('../../api/', import.meta.url);
const CASES_FILE = /^[A-Za-z0-9]+\.security\.ts$/;

/**
 * The security test's own-object cases by operationId, from every `<area>/<tag>.security.ts`
 * beside its tag module, so that a new tag adds its file and edits no table. Throws, naming the files,
 * when one exports no `<tag>SecurityCases` or has a case for an operation its own module `<tag>.ts`
 * does not handle (an operation moved to another module, or gone, would lose its case unnoticed).
 */
export async function loadSecurityCases(): Promise<Record<string, OwnObject>> {
  const handled = new Map(
    (await loadHandlerModules()).map(({ name, handlers }) => [
      name,
      new Set(Object.keys(handlers)),
    ]),
  );
  const cases: Record<string, OwnObject> = {};
  const problems: string[] = [];
  for (const { name, exports } of await importAreaFolders(API_DIR, CASES_FILE)) {
    const own = exports[`${name}SecurityCases`] as Record<string, OwnObject> | undefined;
    if (!own) {
      problems.push(`${name}.security.ts exports no ${name}SecurityCases`);
      continue;
    }
    for (const [operationId, ownObject] of Object.entries(own)) {
      if (!handled.get(name)?.has(operationId))
        problems.push(
          `${name}.security.ts has a case for ${operationId}, which ${name}.ts does not handle`,
        );
      else if (Object.hasOwn(cases, operationId))
        problems.push(`${operationId} has a case in two files`);
      else cases[operationId] = ownObject;
    }
  }
  if (problems.length > 0)
    throw new Error(`The security cases do not fit the handler modules: ${problems.join('; ')}.`);
  return cases;
}
