// Reads the operations of a bundled service contract with the campus extensions on them.
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  /** `x-campus-credentials`: a 401 here means a wrong password, not an expired session. */
  credentials: boolean;
  /** `x-campus-invalidates`: operationIds of the queries a success makes stale. */
  invalidates: string[];
}

interface Bundle {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
}

export function operationsOf(bundle: Bundle): ContractOperation[] {
  return Object.entries(bundle.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method]!;
      return {
        operationId: String(operation.operationId),
        method: method.toUpperCase(),
        path,
        credentials: operation['x-campus-credentials'] === true,
        invalidates: (operation['x-campus-invalidates'] as string[] | undefined) ?? [],
      };
    }),
  );
}

/** orval's `mutationInvalidates` rules from the contract's `x-campus-invalidates`. */
export function invalidationRules(bundle: Bundle) {
  return operationsOf(bundle)
    .filter((operation) => operation.invalidates.length > 0)
    .map((operation) => ({
      onMutations: [operation.operationId],
      invalidates: operation.invalidates,
    }));
}
