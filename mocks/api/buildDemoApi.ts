import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { demoApiPlugin } from './demoApiPlugin.ts';
import { sendNotFound } from './errorHandler.ts';
import type { DemoApiOptions } from './options.ts';
import { demoServerOptions } from './serverOptions.ts';

export interface BuildDemoApiOptions extends DemoApiOptions {
  /** Fastify logger settings. @default false */
  logger?: FastifyServerOptions['logger'];
}

/** A standalone Fastify instance serving the demo API under `/api`; `ready()` seeds an empty database. */
export function buildDemoApi(options: BuildDemoApiOptions = {}): FastifyInstance {
  const { logger = false, ...apiOptions } = options;
  const app = Fastify({ ...demoServerOptions, logger });
  app.register(demoApiPlugin, { ...apiOptions, prefix: '/api' });
  app.setNotFoundHandler(sendNotFound);
  return app;
}
