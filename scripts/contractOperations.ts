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
  /** `x-campus-query`: a read sent as POST (its body is part of the question), a query. */
  query: boolean;
  /**
   * `x-campus-form`: the admin forms whose values this operation sends, by their schema's name
   * under components.schemas. `true` means the JSON request body is the form; a list names the
   * forms of a spec-shaped save whose body is their union (a create form and an edit form).
   */
  formSchemas: string[];
}

interface Bundle {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
}

function requestSchemaName(operation: Record<string, unknown>): string {
  const body = operation.requestBody as
    { content?: Record<string, { schema?: { $ref?: string } }> } | undefined;
  const ref = body?.content?.['application/json']?.schema?.$ref ?? '';
  const name = /^#\/components\/schemas\/(\w+)$/.exec(ref)?.[1];
  if (!name) {
    throw new Error(
      `${String(operation.operationId)}: x-campus-form needs a JSON request body that is a $ref to components.schemas`,
    );
  }
  return name;
}

function formSchemasOf(operation: Record<string, unknown>): string[] {
  const form = operation['x-campus-form'];
  if (form === undefined) return [];
  if (form === true) return [requestSchemaName(operation)];
  if (Array.isArray(form) && form.length > 0 && form.every((name) => typeof name === 'string')) {
    return form as string[];
  }
  throw new Error(
    `${String(operation.operationId)}: x-campus-form is true or a list of components.schemas names`,
  );
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
        query: operation['x-campus-query'] === true,
        formSchemas: formSchemasOf(operation),
      };
    }),
  );
}

/** One query a mutation's success makes stale: its operationId and the path its keys hold. */
export interface InvalidatedQuery {
  query: string;
  path: string;
}

/**
 * `x-campus-invalidates` as data for the app's QueryClient: each mutation's operationId -> the
 * queries it makes stale, with their path templates (a cached key holds the path with its
 * parameters filled). Fails on a name that is not a query (a GET, or a POST marked
 * `x-campus-query`) of the same contract.
 */
export function invalidationsOf(bundle: Bundle): Record<string, InvalidatedQuery[]> {
  const operations = operationsOf(bundle);
  const queries = new Map(
    operations
      .filter((operation) => operation.method === 'GET' || operation.query)
      .map((operation) => [operation.operationId, operation.path]),
  );
  return Object.fromEntries(
    operations
      .filter((operation) => operation.invalidates.length > 0)
      .map((operation) => [
        operation.operationId,
        operation.invalidates.map((query) => {
          const path = queries.get(query);
          if (!path) {
            throw new Error(
              `${operation.operationId}: x-campus-invalidates names ${query}, which is no query (GET) of this contract`,
            );
          }
          return { query, path };
        }),
      ]),
  );
}
