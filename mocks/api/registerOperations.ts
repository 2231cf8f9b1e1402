import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from './authenticate.ts';
import { authenticateIntegration } from './authenticateIntegration.ts';
import type { AnyHandler, DemoServices, UploadedFile } from './context.ts';
import { uploadTexts } from '../../src/lib/files/fileName.ts';
import { badRequest, forbidden } from './errors.ts';
import type { Operation, ServiceSpec } from './spec.ts';
import { createValidators } from './validation.ts';

export interface BoundOperation {
  operation: Operation;
  handler: AnyHandler;
}

/**
 * Pairs each operation of a spec with its handler. Throws when the contract and the demo API have
 * drifted apart: an operation without a handler, or a handler for no operation.
 */
export function bindOperations(
  spec: ServiceSpec,
  handlers: Record<string, AnyHandler>,
): BoundOperation[] {
  const ids = new Set(spec.operations.map((op) => op.operationId));
  const missing = [...ids].filter((id) => !Object.hasOwn(handlers, id));
  const stray = Object.keys(handlers).filter((id) => !ids.has(id));
  if (missing.length > 0 || stray.length > 0) {
    throw new Error(
      `Demo API and contract of service '${spec.service}' differ.` +
        (missing.length ? ` Operations without a handler: ${missing.join(', ')}.` : '') +
        (stray.length ? ` Handlers for no operation: ${stray.join(', ')}.` : ''),
    );
  }
  return spec.operations.map((operation) => ({
    operation,
    handler: handlers[operation.operationId],
  }));
}

// The parser's "files" limit (one per request) is a 413 of its own, which read as "too large":
// a second file is a request the operation does not take, and says so.
const isFilesLimit = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'FST_FILES_LIMIT';

/**
 * A multipart body: text parts as they are, file parts read whole (the parser caps their size).
 * Validation sees each file as a placeholder string, as the contract declares it (binary).
 */
async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file')
          files[part.fieldname] = { filename: part.filename, data: await part.toBuffer() };
        else fields[part.fieldname] = String(part.value);
      }
    } catch (error) {
      if (isFilesLimit(error)) throw badRequest({ archivo: [uploadTexts.oneAtATime] });
      throw error;
    }
  }
  const placeholders = Object.fromEntries(Object.keys(files).map((name) => [name, 'binary']));
  return { toValidate: { ...fields, ...placeholders }, files };
}

/** `/perfil/{id}/datospersonales` -> `/perfil/:id/datospersonales` */
const routePath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** Serves every operation of `spec` under `prefix`: authenticate, authorise, validate, handle. */
export function registerOperations(
  app: FastifyInstance,
  prefix: string,
  bound: BoundOperation[],
  spec: ServiceSpec,
  services: DemoServices,
): void {
  const validators = createValidators(spec);
  for (const { operation, handler } of bound) {
    const validate = validators.get(operation.operationId);
    if (!validate) throw new Error(`No validator for ${operation.operationId}`);
    app.route({
      method: operation.method,
      url: `${prefix}${routePath(operation.path)}`,
      ...(operation.bodyLimit !== null && { bodyLimit: operation.bodyLimit }),
      handler: async (request, reply) => {
        // An outside system's key and a user's session never stand in for each other.
        const integration = operation.roles.includes('integracion')
          ? authenticateIntegration(request, operation, services)
          : null;
        const caller = integration ? null : await authenticate(request, operation, services);
        const multipart = operation.requestBody?.multipart ? await readMultipart(request) : null;
        const input = validate({
          params: request.params,
          query: request.query,
          body: multipart ? multipart.toValidate : request.body,
        });
        if (multipart) Object.assign(input.body as object, multipart.files);
        const self = operation.selfParam;
        // Even admin-type users: they reach other people through the admin operations only.
        if (self && caller && String(input.params[self]) !== String(caller.idu)) {
          throw forbidden();
        }
        const answer = await handler({ caller, integration, ...input, services, request, reply });
        // A write may have ended sessions (signing out, a new password, a locked account:
        // migration 035), whichever operation made it: their live connections close now.
        if (operation.method !== 'GET') services.live.dropEndedSessions();
        return answer;
      },
    });
  }
}
