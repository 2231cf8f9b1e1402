import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import zlib from 'node:zlib';
import { registerMedian } from '../db/median.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { migrateWithDemoData } from '../seed/seedDatabase.ts';
import { placeDemoClasses } from '../seed/todaysClasses.ts';
import { createProofOfWork } from '../security/proofOfWork.ts';
import { resolveJwtSecret } from '../security/secret.ts';
import { BackoffThrottle } from '../security/throttle.ts';
import { WindowThrottle } from '../security/windowThrottle.ts';
import { createTokenService } from '../security/tokens.ts';
import { createDeviceCookies } from '../security/deviceCookie.ts';
import { sessionCaller } from './authenticate.ts';
import type { DemoServices } from './context.ts';
import { sendError, sendNotFound } from './errorHandler.ts';
import { badRequest } from './errors.ts';
import { nestsDeeperThan } from './jsonDepth.ts';
import { loadHandlerModules } from './tagModules.ts';
import { handlersByService } from './handlersByService.ts';
import { resolveOptions, type DemoApiOptions } from './options.ts';
import { startDemoNotifications } from '../seed/demoNotificationJob.ts';
import { startAppointmentReminders } from './psychology/reminders.ts';
import { createOutbox } from './outbox.ts';
import { liveSessions } from './sessions.ts';
import { texts } from './texts.ts';
import { bindOperations, registerOperations } from './registerOperations.ts';
import { MAX_UPLOAD_BYTES } from './files/fileRules.ts';
import { createFileStore } from './files/fileStore.ts';
import { loadSpecs } from './spec.ts';
import { refuseFloodedAddresses } from './session/floodGate.ts';
import { DEFAULT_FRAME_LIMITS } from './stomp/frames.ts';
import { createLiveBroker } from './stomp/liveBroker.ts';

// Failed sign-ins and reset-code guesses one client address may make in ten minutes: a flood or a
// password sprayed over many accounts stops there, while a lab behind one address signing in
// (successes do not count) never meets it.
const FAILURES_PER_ADDRESS = 30;
const ADDRESS_WINDOW_MS = 10 * 60_000;

/**
 * The demo API as a Fastify plugin: every operation of every bundled spec at `/<service><path>`
 * (register it with `prefix: '/api'`), backed by its SQLite database.
 */
export const demoApiPlugin: FastifyPluginAsync<DemoApiOptions> = async (app, pluginOptions) => {
  const options = resolveOptions(pluginOptions);
  // Fail before touching the database if the contract and the handlers have drifted.
  const specs = loadSpecs(options.specDir);
  const handlers = handlersByService(specs, await loadHandlerModules());
  const routes = specs.map((spec) => ({
    spec,
    bound: bindOperations(spec, handlers[spec.service]),
  }));

  const db = openDatabase(options.dbFile);
  app.addHook('onClose', async () => db.close());
  // The demo clock's instant for SQL that decides by it (has a key expired?), so a test that
  // moves the clock moves what every statement sees.
  db.function('campus_now', { deterministic: false }, () => options.clock());
  registerMedian(db);
  // Each pending migration arrives with its demo data, on a new database and an existing one.
  const summary = await migrateWithDemoData(db, options.seed);
  if (summary) app.log.info(summary, 'Demo database seeded');
  // The demo accounts find every attendance window case on whatever day the demo starts.
  placeDemoClasses(db, options.clock());

  const secret = resolveJwtSecret(options.jwtSecret, options.jwtSecretFile);
  const tokens = createTokenService({
    secret,
    ttlSeconds: options.tokenTtlSeconds,
    clock: options.clock,
  });
  // A live session's token passes the same checks as a REST call's.
  const live = createLiveBroker({
    authenticate: async (token) => {
      const caller = await sessionCaller(token, { db, tokens });
      return caller && { ida: caller.ida, sessionId: caller.sessionId };
    },
    liveSessions: (sessionIds) => liveSessions(db, sessionIds),
    log: app.log,
    timings: options.live.timings,
    limits: options.live.limits,
  });
  options.live.onCreate?.(live);
  const shared: DemoServices = {
    db,
    clock: options.clock,
    tokens,
    sendMail: createOutbox(options.outboxFile, app.log, options.onMail),
    live,
    loginThrottle: new BackoffThrottle({ clock: options.clock }),
    deviceThrottle: new BackoffThrottle({ clock: options.clock }),
    devices: createDeviceCookies(secret),
    addressThrottle: new WindowThrottle({
      clock: options.clock,
      limit: FAILURES_PER_ADDRESS,
      windowMs: ADDRESS_WINDOW_MS,
    }),
    // Each code asked for locks the next request 60 s, then 120 s... until a reset succeeds.
    files: createFileStore(options.filesDir),
    proofOfWork: createProofOfWork({
      secret,
      clock: options.clock,
      difficulty: options.proofOfWork,
    }),
    devTools: options.devTools,
    codeThrottle: new BackoffThrottle({
      clock: options.clock,
      freeAttempts: 1,
      baseLockMs: 60_000,
    }),
  };

  if (options.demoNotificationsEvery > 0) {
    const stop = startDemoNotifications(shared, options.demoNotificationsEvery);
    app.addHook('onClose', async () => stop());
  }
  const stopReminders = startAppointmentReminders(shared);
  app.addHook('onClose', async () => stopReminders());

  // The contract speaks JSON only (other types get 415). An empty body with a JSON content type is
  // no body, as a generic client sends for a bodiless POST.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const { invalidJson } = texts.validation;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    if (nestsDeeperThan(body as string))
      return done(badRequest({ body: [invalidJson] }), undefined);
    return parseJson(request, body as string, done);
  });
  // Lists and menus compress well; small answers are not worth it. Brotli at a middle quality:
  // these are made per request, unlike the build's precompressed files.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Uploads (the contract's multipart operations): one file, no larger than any purpose takes.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5 },
    throwFileSizeLimit: true,
  });
  // Responses carry tokens and personal data: never cache them.
  // The request id ties an answer to its log lines (serverOptions.ts).
  app.addHook('onSend', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler(sendError);
  app.setNotFoundHandler(sendNotFound);
  refuseFloodedAddresses(app, shared, options.siteHeaders);

  // Live notifications: STOMP over WebSocket (stomp/liveBroker.ts). The broker closes its sockets
  // before @fastify/websocket's own preClose hook, added after this one, would.
  app.addHook('preClose', async () => live.close());
  await app.register(fastifyWebsocket, {
    // A message carries a frame or a few; ws refuses anything larger (close 1009) unread.
    options: { maxPayload: 2 * DEFAULT_FRAME_LIMITS.maxFrameBytes },
    errorHandler: (error, socket, request) => {
      request.log.warn({ err: error }, 'Live notifications: socket failed');
      socket.terminate();
    },
  });
  app.get('/notifications/ws', { websocket: true }, (socket, request) =>
    live.accept(socket, request.ip),
  );

  for (const { spec, bound } of routes)
    registerOperations(app, `/${spec.service}`, bound, spec, shared);
};
