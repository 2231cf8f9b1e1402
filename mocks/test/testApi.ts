import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildDemoApi, type BuildDemoApiOptions } from '../api/buildDemoApi.ts';
import type { LiveBroker } from '../api/stomp/liveBroker.ts';
import { DEMO_PASSWORD } from '../seed/demoAccounts.ts';
import { createTestClock } from './testClock.ts';

export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-bytes!';

export interface TestApi {
  app: FastifyInstance;
  advance: (ms: number) => void;
  /** The live notifications broker: `live.publish` as handlers call it. */
  live: LiveBroker;
  /** Signs in a demo account and returns its bearer token. */
  login: (usuario: string) => Promise<string>;
  /** `app.inject` with the bearer token of `usuario` (none when null). */
  call: (usuario: string | null, request: InjectOptions) => Promise<LightMyRequestResponse>;
}

/** A demo API on an in-memory database with a small seed and a hand-moved clock. */
export async function createTestApi(options: BuildDemoApiOptions = {}): Promise<TestApi> {
  const { clock, advance } = createTestClock();
  let live: LiveBroker | undefined;
  const app = buildDemoApi({
    dbFile: ':memory:',
    seed: { students: 20 },
    outboxFile: null,
    jwtSecret: TEST_JWT_SECRET,
    clock,
    ...options,
    live: {
      ...options.live,
      onCreate: (broker) => {
        live = broker;
        options.live?.onCreate?.(broker);
      },
    },
  });
  await app.ready();
  if (!live) throw new Error('The demo API made no live broker.');
  const tokens = new Map<string, string>();
  const login = async (usuario: string) => {
    const cached = tokens.get(usuario);
    if (cached) return cached;
    const response = await app.inject({
      method: 'POST',
      url: '/api/main/auth/login',
      payload: { usuario, clave: DEMO_PASSWORD },
    });
    if (response.statusCode !== 200)
      throw new Error(`Login of ${usuario} failed: ${response.body}`);
    const token: string = response.json().results.token;
    tokens.set(usuario, token);
    return token;
  };
  const call: TestApi['call'] = async (usuario, request) => {
    const headers = usuario
      ? { ...request.headers, authorization: `Bearer ${await login(usuario)}` }
      : request.headers;
    return app.inject({ ...request, headers });
  };
  return { app, advance, live, login, call };
}
