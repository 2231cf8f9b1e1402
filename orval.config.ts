import { defineConfig } from 'orval';

// One orval project per service of spec §7 that has operations; every hook goes through the one
// mutator in src/lib/http, which knows the service's base URL from the runtime config.
const mutators: Record<string, string> = {
  main: 'mainFetch',
  notifications: 'notificationsFetch',
};

export default defineConfig(
  Object.fromEntries(
    Object.entries(mutators).map(([service, mutator]) => [
      service,
      {
        input: { target: `./generated/openapi/${service}.json` },
        output: {
          mode: 'tags-split',
          target: `./generated/${service}/endpoints`,
          schemas: `./generated/${service}/model`,
          client: 'react-query',
          httpClient: 'fetch',
          prettier: true,
          override: {
            fetch: { includeHttpResponseReturnType: false },
            mutator: { path: './src/lib/http/serviceFetch.ts', name: mutator },
            query: { signal: true },
          },
        },
      },
    ]),
  ),
);
