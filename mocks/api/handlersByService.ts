import type { AnyHandler } from './context.ts';
import type { HandlerModule } from './tagModules.ts';
import type { ServiceSpec } from './spec.ts';

/**
 * Each service's handlers by operationId, from the handler modules: an operation goes to the
 * service whose spec declares it (every module's map is typed against that service's generated
 * operations). Throws, naming the modules, when two modules handle one operation, a module
 * handles an operation no spec declares, or two specs declare the same operationId; bindOperations then refuses an operation left without a
 * handler. A service without operations gets an empty map.
 */
export function handlersByService(
  specs: readonly ServiceSpec[],
  modules: readonly HandlerModule[],
): Record<string, Record<string, AnyHandler>> {
  const problems: string[] = [];
  const serviceOf = new Map<string, string>();
  for (const spec of specs) {
    for (const { operationId } of spec.operations) {
      const other = serviceOf.get(operationId);
      // One map per module cannot tell two services' operations of the same name apart.
      if (other) problems.push(`${operationId} is declared by both ${other} and ${spec.service}`);
      else serviceOf.set(operationId, spec.service);
    }
  }

  const byService = Object.fromEntries(
    specs.map((spec) => [spec.service, {} as Record<string, AnyHandler>]),
  );
  const moduleOf = new Map<string, string>();
  for (const { name, handlers } of modules) {
    for (const [operationId, handler] of Object.entries(handlers)) {
      const other = moduleOf.get(operationId);
      const service = serviceOf.get(operationId);
      if (other) problems.push(`${operationId} is handled by both ${other}.ts and ${name}.ts`);
      else if (!service) problems.push(`${name}.ts handles ${operationId}, which no spec declares`);
      else {
        byService[service][operationId] = handler;
        moduleOf.set(operationId, name);
      }
    }
  }
  if (problems.length > 0)
    throw new Error(
      `The demo API's handler modules do not fit the contract: ${problems.join('; ')}.`,
    );
  return byService;
}
