import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from '../security/clock.ts';
import type { DeviceCookies } from '../security/deviceCookie.ts';
import type { ProofOfWork } from '../security/proofOfWork.ts';
import type { BackoffThrottle } from '../security/throttle.ts';
import type { WindowThrottle } from '../security/windowThrottle.ts';
import type { TokenService } from '../security/tokens.ts';
import type { Caller } from './authenticate.ts';
import type { IntegrationCaller } from './authenticateIntegration.ts';
import type { SendMail } from './outbox.ts';

/** What handlers ask of the live notifications broker (stomp/liveBroker.ts serves it). */
export interface LiveDelivery {
  /**
   * Sends `message` as JSON to every subscription of the actor's queue
   * (`/queue/notificaciones.<actorId>`); returns how many it reached (0: nobody is listening).
   */
  publish(actorId: number, message: object): number;
  /**
   * Closes, with an ERROR frame, every connection whose session has ended since it connected:
   * called after each write, whichever operation signed out, changed a password or locked.
   */
  dropEndedSessions(): void;
}

/** Where uploaded bytes live: one file per upload, named by a random id, never by the user. */
export interface FileStore {
  save: (bytes: Buffer) => string;
  read: (storedAs: string) => Buffer;
  /** Forgets bytes no record points at any more (a replaced photo or CV); gone already is fine. */
  remove: (storedAs: string) => void;
}

/** What handlers share: one per demo API instance. */
export interface DemoServices {
  db: DatabaseSync;
  tokens: TokenService;
  clock: Clock;
  sendMail: SendMail;
  /** Live notifications: `live.publish(actorId, notification)` reaches the actor's open sessions. */
  live: LiveDelivery;
  /** Failed sign-ins per username, from browsers not known to be the user's. */
  loginThrottle: BackoffThrottle;
  /** Failed sign-ins per (username, device) from a browser that signed in as the user before. */
  deviceThrottle: BackoffThrottle;
  /** The signed device cookies that tell those browsers apart. */
  devices: DeviceCookies;
  /** Failed sign-ins from untrusted browsers and code guesses per client address (sliding window). */
  addressThrottle: WindowThrottle;
  /** Reset codes asked for per username. */
  codeThrottle: BackoffThrottle;
  files: FileStore;
  /** The public lookups' proof-of-work challenges (issue 55): made, checked and spent once. */
  proofOfWork: ProofOfWork;
  /** Whether development tools answer (notification/dev/send): only with CAMPUS_DEV_TOOLS=1. */
  devTools: boolean;
}

/** A file part of a multipart request, read whole (the parser caps its size). */
export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export interface HandlerContext<Params = unknown, Query = unknown, Body = unknown> {
  /** The signed-in user; null on `publico` and `integracion` operations. */
  caller: Caller | null;
  /** The outside system's key on `integracion` operations; null on every other. */
  integration: IntegrationCaller | null;
  params: Params;
  query: Query;
  body: Body;
  services: DemoServices;
  request: FastifyRequest;
  /** For answers that are not the JSON envelope (downloads set their own headers). */
  reply: FastifyReply;
}

// Request and response types of one openapi-typescript operation.
type JsonOf<T> = T extends { content: { 'application/json': infer Json } } ? Json : never;
type Defined<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;
type ParamsOf<Op> = Op extends { parameters: { path?: infer P } } ? Defined<P> : never;
type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? Defined<Q> : never;
type MultipartOf<T> = T extends { content: { 'multipart/form-data': infer Form } }
  ? {
      [K in keyof Form]: Form[K] extends string
        ? string extends Form[K]
          ? UploadedFile
          : Form[K]
        : Form[K];
    }
  : never;
type BodyOf<Op> = Op extends { requestBody: infer Body }
  ? [JsonOf<Body>] extends [never]
    ? MultipartOf<Body>
    : JsonOf<Body>
  : undefined;
type OkOf<Op> = Op extends { responses: { 200: infer Ok } }
  ? [JsonOf<Ok>] extends [never]
    ? Buffer // a download
    : JsonOf<Ok>
  : never;

export type Handler<Op> = (
  context: HandlerContext<ParamsOf<Op>, QueryOf<Op>, BodyOf<Op>>,
) => OkOf<Op> | Promise<OkOf<Op>>;

/** One handler per operationId of a service: the compiler flags a missing one. */
export type ServiceHandlers<Operations> = string extends keyof Operations
  ? Record<never, never> // a service whose contract has no operations yet
  : { [OperationId in keyof Operations]: Handler<Operations[OperationId]> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the route table mixes every operation's types
export type AnyHandler = (context: HandlerContext<any, any, any>) => unknown;

/** The caller of an operation that requires a session (never `publico`). */
export function signedIn(context: HandlerContext): Caller {
  if (!context.caller) throw new Error('A handler that needs a session ran without one.');
  return context.caller;
}
