import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Joined as a path, not resolved as a URL: under jsdom (the app's tests read the contract too)
// the global URL resolves a file: base against the test page's http origin.
export const DEFAULT_SPEC_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../generated/openapi/',
);

export const ROLES = [
  'publico',
  'autenticado',
  'alumno',
  'docente',
  'colaborador',
  'administrativo',
  'superadmin',
  // An outside system's key (/superadmin/credenciales), never a user's session.
  'integracion',
] as const;
export type Role = (typeof ROLES)[number];

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

type Json = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
  example?: unknown;
}

export interface Operation {
  service: string;
  operationId: string;
  method: Uppercase<(typeof METHODS)[number]>;
  /** OpenAPI path, e.g. `/perfil/{id}/datospersonales`. */
  path: string;
  roles: Role[];
  /** Path parameter that must be the caller's own user id (`x-campus-self`). */
  selfParam: string | null;
  /** An `integracion` operation's scopes (`x-campus-scopes`): a key needs one of them. */
  scopes: string[];
  /**
   * `x-campus-area-managers`: an admin-type caller must also manage the procedure area of what
   * it reaches (a tray, a request); one who manages none is refused.
   */
  areaManagers: boolean;
  /** `x-campus-permissions`: permission keys of which the caller must hold one; empty for none. */
  permissions: string[];
  /** `x-campus-body-limit`: the largest body it reads, in bytes; null for the server's default. */
  bodyLimit: number | null;
  /**
   * `x-campus-challenge`: the operationId that makes the proof-of-work challenge this public
   * operation spends in its body's `desafio` (issue 55); null for none.
   */
  challenge: string | null;
  parameters: Parameter[];
  requestBody: {
    required: boolean;
    schema: Json;
    example?: unknown;
    /** multipart/form-data: file parts arrive as `UploadedFile`s, the rest as text. */
    multipart: boolean;
  } | null;
  /** Response status codes the contract documents. */
  statuses: string[];
}

export interface ServiceSpec {
  service: string;
  document: Json;
  operations: Operation[];
}

/** Follows an internal `#/...` reference of a bundled document. */
function deref<T>(document: Json, value: T): T {
  const ref = (value as Json | undefined)?.$ref;
  if (typeof ref !== 'string') return value;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    );
  return deref(document, target as T);
}

function readOperation(
  service: string,
  document: Json,
  path: string,
  method: string,
  pathItem: Json,
): Operation {
  const op = pathItem[method] as Json;
  const where = `${service} ${method.toUpperCase()} ${path}`;
  const roles = op['x-campus-roles'];
  if (typeof op.operationId !== 'string') throw new Error(`${where}: operationId is missing`);
  if (!Array.isArray(roles) || roles.length === 0 || !roles.every((role) => ROLES.includes(role))) {
    throw new Error(`${where}: x-campus-roles must list roles among ${ROLES.join(', ')}`);
  }
  const scopes = op['x-campus-scopes'] ?? [];
  const integration = roles.includes('integracion');
  if (integration && (roles.length > 1 || !Array.isArray(scopes) || scopes.length === 0)) {
    throw new Error(
      `${where}: an integracion operation lists no other role and its x-campus-scopes`,
    );
  }
  const shared = (pathItem.parameters ?? []) as Json[];
  const own = (op.parameters ?? []) as Json[];
  const parameters = [...shared, ...own].map((p) => deref(document, p) as unknown as Parameter);
  const body = deref(document, op.requestBody as Json | undefined);
  const media = body?.content as Json | undefined;
  const json = media?.['application/json'] as Json | undefined;
  const form = media?.['multipart/form-data'] as Json | undefined;
  const content = json ?? form;
  const selfParam = op['x-campus-self'];
  if (selfParam !== undefined && !parameters.some((p) => p.in === 'path' && p.name === selfParam)) {
    throw new Error(`${where}: x-campus-self names no path parameter`);
  }
  return {
    service,
    operationId: op.operationId,
    method: method.toUpperCase() as Operation['method'],
    path,
    roles,
    selfParam: typeof selfParam === 'string' ? selfParam : null,
    scopes: scopes as string[],
    areaManagers: op['x-campus-area-managers'] === true,
    permissions: (op['x-campus-permissions'] ?? []) as string[],
    bodyLimit: typeof op['x-campus-body-limit'] === 'number' ? op['x-campus-body-limit'] : null,
    challenge: typeof op['x-campus-challenge'] === 'string' ? op['x-campus-challenge'] : null,
    parameters,
    requestBody: content
      ? {
          required: body?.required === true,
          // Its top-level reference resolved, so a body that is one of several shapes shows its `oneOf`.
          schema: deref(document, content.schema as Json),
          example: content.example,
          multipart: !json,
        }
      : null,
    statuses: Object.keys(op.responses as Json),
  };
}

export function readSpec(service: string, document: Json): ServiceSpec {
  const operations: Operation[] = [];
  for (const [path, pathItem] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      if (pathItem[method])
        operations.push(readOperation(service, document, path, method, pathItem));
    }
  }
  return { service, document, operations };
}

// Each file's spec as last read, with the text it was read from: a test file builds many demo APIs
// in one process, and the same spec object lets each build reuse what was compiled from it
// (validation.ts). A file whose text changed is read anew.
const readSpecs = new Map<string, { text: string; spec: ServiceSpec }>();

/**
 * Every bundled service spec (`generated/openapi/<service>.json`), named after its file. The
 * objects are shared by every call while the file is unchanged: nothing may change them.
 */
export function loadSpecs(dir: string = DEFAULT_SPEC_DIR): ServiceSpec[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = `${dir}/${name}`;
      const text = readFileSync(file, 'utf8');
      const known = readSpecs.get(file);
      if (known?.text === text) return known.spec;
      const spec = readSpec(basename(name, '.json'), JSON.parse(text));
      readSpecs.set(file, { text, spec });
      return spec;
    });
}
