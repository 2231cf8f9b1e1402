import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildDemoApi, type BuildDemoApiOptions } from '../api/buildDemoApi.ts';
import { runtimeConfigFromEnv } from '../server/runtimeConfig.ts';
import { buildCampusServer } from '../server/serveCampus.ts';
import type { LiveBroker } from '../api/stomp/liveBroker.ts';
import { DEMO_PASSWORD } from '../seed/demoAccounts.ts';
import type { Clock } from '../security/clock.ts';
import type { OutboxMail } from '../api/outbox.ts';
import type { SeedOptions } from '../seed/seedDatabase.ts';
import { copyTemplate, STANDARD_SEED } from './seededTemplate.ts';
import { createTestClock } from './testClock.ts';

export const TEST_POW_DIFFICULTY = { cost: 10, counterMin: 5, counterMax: 50 };

export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-bytes!';

export interface TestApi {
  app: FastifyInstance;
  advance: (ms: number) => void;
  /** The live notifications broker: `live.publish` as handlers call it. */
  live: LiveBroker;
  /** Signs in a demo account once and returns its bearer token (the same one on later calls). */
  login: (usuario: string) => Promise<string>;
  /** Signs in a demo account anew: a session of its own, for a test that ends it. */
  signIn: (usuario: string) => Promise<string>;
  /** `app.inject` with the bearer token of `usuario` (none when null). */
  call: (usuario: string | null, request: InjectOptions) => Promise<LightMyRequestResponse>;
  /** The code of the last dev mail (SMS) sent to `usuario`, or null. */
  lastCode: (usuario: string) => string | null;
}

/** What every test API starts from; a test's own options override it. */
export const testApiDefaults = (clock: Clock) =>
  ({
    dbFile: ':memory:',
    seed: STANDARD_SEED,
    outboxFile: null,
    jwtSecret: TEST_JWT_SECRET,
    clock,
    // Tests send notifications through the dev tool; the tests of its being off pass false.
    devTools: true,
    // A few attempts of a few iterations: tests solve many challenges; the real difficulty is
    // tested once in security/proofOfWork.test.ts and by the contract and e2e suites.
    proofOfWork: TEST_POW_DIFFICULTY,
  }) satisfies BuildDemoApiOptions;

export interface TestApiOptions extends BuildDemoApiOptions {
  /** Serve it as `npm start` does, inside the campus server with its hooks (no app build). */
  campusServer?: boolean;
}

/** Seeds a new database at `dbFile` as a test API's start does, at the test clock's start. */
export async function seedDatabaseFile(dbFile: string, seed: SeedOptions): Promise<void> {
  const app = buildDemoApi({ ...testApiDefaults(createTestClock().clock), dbFile, seed });
  await app.ready();
  await app.close();
}

/** A demo API on a database of its own with a small seed, and a hand-moved clock. */
export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const { campusServer = false, ...apiOptions } = options;
  const { clock, advance } = createTestClock();
  // Seeding takes most of a test API's start: a seed at the clock's usual start comes as a copy
  // of the run's template of that seed (seedTemplate.ts, seededTemplate.ts), on a temporary file.
  const copy =
    options.clock === undefined
      ? await copyTemplate(options.dbFile, options.seed ?? STANDARD_SEED, seedDatabaseFile)
      : null;
  let live: LiveBroker | undefined;
  const mails: OutboxMail[] = [];
  const build = campusServer
    ? (built: BuildDemoApiOptions) =>
        buildCampusServer({
          ...built,
          serveApp: false,
          demoApi: true,
          config: runtimeConfigFromEnv({}),
        })
    : buildDemoApi;
  const app = build({
    ...testApiDefaults(clock),
    ...apiOptions,
    onMail: (mail) => {
      mails.push(mail);
      options.onMail?.(mail);
    },
    ...(copy && { dbFile: copy.dbFile }),
    live: {
      ...options.live,
      onCreate: (broker) => {
        live = broker;
        options.live?.onCreate?.(broker);
      },
    },
  });
  // Root hooks run after the demo API's own, which closes the database.
  if (copy) app.addHook('onClose', async () => copy.remove());
  await app.ready();
  if (!live) throw new Error('The demo API made no live broker.');
  const tokens = new Map<string, string>();
  const signIn = async (usuario: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/main/auth/login',
      payload: { usuario, clave: DEMO_PASSWORD },
    });
    if (response.statusCode !== 200)
      throw new Error(`Login of ${usuario} failed: ${response.body}`);
    return response.json().results.token as string;
  };
  const login = async (usuario: string) => {
    const token = tokens.get(usuario) ?? (await signIn(usuario));
    tokens.set(usuario, token);
    return token;
  };
  const call: TestApi['call'] = async (usuario, request) => {
    const headers = usuario
      ? { ...request.headers, authorization: `Bearer ${await login(usuario)}` }
      : request.headers;
    return app.inject({ ...request, headers });
  };
  const lastCode = (usuario: string) =>
    mails.findLast((mail) => mail.usuario === usuario)?.code ?? null;
  return { app, advance, live, login, signIn, call, lastCode };
}
