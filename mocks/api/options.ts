import { dirname, join } from 'node:path';
import { MEMORY_DB } from '../db/openDatabase.ts';
import type { SeedOptions } from '../seed/seedDatabase.ts';
import { clockFromEnv, systemClock, type Clock } from '../security/clock.ts';
import type { PowDifficulty } from '../security/proofOfWork.ts';
import { DEFAULT_SPEC_DIR } from './spec.ts';
import type { OutboxMail } from './outbox.ts';
import type { LiveBroker, LiveLimits, LiveTimings } from './stomp/liveBroker.ts';

export interface LiveOptions {
  /** @default DEFAULT_LIVE_TIMINGS (10 s heart-beats, 5 s to CONNECT) */
  timings?: Partial<LiveTimings>;
  /** @default DEFAULT_LIVE_LIMITS (5 connections a user, 50 an address) */
  limits?: Partial<LiveLimits>;
  /** Called with the broker once it exists. */
  onCreate?: (broker: LiveBroker) => void;
}

export interface DemoApiOptions {
  /**
   * The site's headers (security policy...), for the answers sent before Fastify's onSend hooks
   * could add them: a flooded address's refusal (session/floodGate.ts). @default {}
   */
  siteHeaders?: Record<string, string>;
  /** SQLite file, or ':memory:'. @default env CAMPUS_DB_FILE, else '.data/campus.db' */
  dbFile?: string;
  /** How an empty database is seeded. @default { students: env CAMPUS_SEED_STUDENTS, else 300 } */
  seed?: SeedOptions;
  /** HS256 secret, 32 bytes or more. @default env CAMPUS_JWT_SECRET, else `jwt-secret` beside the database */
  jwtSecret?: string;
  /** Token lifetime in seconds. @default env CAMPUS_JWT_TTL, else 28800 (8 h) */
  tokenTtlSeconds?: number;
  /** JSON-lines file of dev mails; null only logs them. @default env CAMPUS_OUTBOX_FILE, else `outbox.jsonl` beside a file database */
  outboxFile?: string | null;
  /** Also receives every dev mail as it is sent (tests read codes from it). @default undefined */
  onMail?: (mail: OutboxMail) => void;
  /** Time source of tokens, codes, throttles and attendance. @default env CAMPUS_CLOCK (a fixed instant, not in production), else Date.now */
  clock?: Clock;
  /** The live notifications broker's timings and connection limits, and a hook that receives it (tests publish with it). */
  live?: LiveOptions;
  /** Folder of the bundled specs. @default generated/openapi */
  specDir?: string;
  /** Where uploaded files are kept; null uses a fresh temporary folder. @default `files/` beside a file database */
  filesDir?: string | null;
  /** Development tools (notification/dev/send). @default on only when env CAMPUS_DEV_TOOLS is '1' */
  devTools?: boolean;
  /** Seconds between the demo job's notifications to the demo accounts; 0 turns it off. @default env CAMPUS_DEMO_NOTIFICATIONS_EVERY, else 0 */
  demoNotificationsEvery?: number;
  /** The public lookups' proof of work; tests make it cheap. @default DEFAULT_POW_DIFFICULTY */
  proofOfWork?: Partial<PowDifficulty>;
}

export interface ResolvedOptions extends Required<Omit<DemoApiOptions, 'jwtSecret' | 'onMail'>> {
  jwtSecret: string | undefined;
  onMail: DemoApiOptions['onMail'];
  /** Where a generated secret persists; null (in-memory database) keeps it for this process only. */
  jwtSecretFile: string | null;
}

type Env = Record<string, string | undefined>;

function wholeNumber(env: Env, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, got '${raw}'.`);
  }
  return value;
}

/** Fills the options left out from the environment, then from the defaults above. */
export function resolveOptions(options: DemoApiOptions, env: Env = process.env): ResolvedOptions {
  const dbFile = options.dbFile ?? (env.CAMPUS_DB_FILE || '.data/campus.db');
  const dataDir = dbFile === MEMORY_DB ? null : dirname(dbFile);
  const defaultOutbox = env.CAMPUS_OUTBOX_FILE || (dataDir && join(dataDir, 'outbox.jsonl'));
  return {
    siteHeaders: options.siteHeaders ?? {},
    dbFile,
    seed: { students: wholeNumber(env, 'CAMPUS_SEED_STUDENTS'), ...options.seed },
    jwtSecret: options.jwtSecret ?? (env.CAMPUS_JWT_SECRET || undefined),
    jwtSecretFile: dataDir && join(dataDir, 'jwt-secret'),
    tokenTtlSeconds: options.tokenTtlSeconds ?? wholeNumber(env, 'CAMPUS_JWT_TTL') ?? 28_800,
    outboxFile: options.outboxFile === undefined ? defaultOutbox : options.outboxFile,
    onMail: options.onMail,
    clock: options.clock ?? clockFromEnv(env) ?? systemClock,
    live: options.live ?? {},
    specDir: options.specDir ?? DEFAULT_SPEC_DIR,
    filesDir: options.filesDir === undefined ? dataDir && join(dataDir, 'files') : options.filesDir,
    // Off unless asked for by name: a server started without thinking about it has no tools
    // that make notifications on demand (`npm run dev` asks; `npm start` does not).
    devTools: options.devTools ?? env.CAMPUS_DEV_TOOLS === '1',
    demoNotificationsEvery:
      options.demoNotificationsEvery ?? wholeNumber(env, 'CAMPUS_DEMO_NOTIFICATIONS_EVERY') ?? 0,
    proofOfWork: options.proofOfWork ?? {},
  };
}
