import { defineConfig } from 'orval';

// One orval project per service of spec §7 that has operations; every hook goes through the one
// mutator in src/lib/http, which knows the service's base URL from the runtime config.
const mutators: Record<string, string> = {
  main: 'mainFetch',
  notifications: 'notificationsFetch',
  'support-desk': 'supportDeskFetch',
  chatbot: 'chatbotFetch',
};

// The key options of the services the sign-in page never calls live apart from its bundle.
const KEYS_MODULE: Record<string, string> = {
  main: './src/lib/http/serviceKeys.ts',
  notifications: './src/lib/http/serviceKeys.ts',
  'support-desk': './src/lib/http/helpServiceKeys.ts',
  chatbot: './src/lib/http/helpServiceKeys.ts',
};

/** A service's name as an identifier part ('support-desk' -> 'supportDesk'). */
const camel = (name: string) => name.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());

/** The spec's page parameters (`pagina` in the main API, `page` in notifications). */
const PAGE_PARAMETERS = ['pagina', 'page'];

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
            operations: {
              // The reads sent as POST that the contract marks `x-campus-query` (usuario/flujo,
              // with the app's version; the tour a codeConfig names): queries, which mutations
              // make stale, not mutations.
              consultarFlujoUsuario: { query: { useQuery: true, useMutation: false } },
              consultarNuevaFuncionalidad: { query: { useQuery: true, useMutation: false } },
            },
            query: {
              signal: true,
              // Paged lists get an infinite query beside the plain one (spec §4: feed, notifications).
              useInfinite: true,
              useInfiniteQueryParam: PAGE_PARAMETERS,
              usePrefetch: true,
              // A raw key would miss the service prefix: keys come from get...QueryOptions().queryKey
              // or the generated invalidate... helpers.
              shouldExportKeys: false,
              useInvalidate: true,
              // Query and mutation keys start with the service, so the app tells its own
              // queries from react-admin's (spec §8 toasts) and two services never collide; a
              // mutation's meta names its operation, whose `x-campus-invalidates` the app's
              // QueryClient applies on success (generated/<service>/invalidations.ts).
              queryOptions: {
                path: KEYS_MODULE[service]!,
                name: `${camel(service)}QueryOptions`,
                useHooks: false,
              },
              mutationOptions: {
                path: KEYS_MODULE[service]!,
                name: `${camel(service)}MutationOptions`,
                useHooks: false,
              },
            },
          },
        },
      },
    ]),
  ),
);
