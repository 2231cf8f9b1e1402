/** Settings served as /config.json beside the build, so one build serves every environment. */
export interface RuntimeConfig {
  productName: string;
  brand: string;
  api: {
    main: string;
    notifications: string;
    supportDesk: string;
    chatbot: string;
  };
  broker: string;
  /**
   * Where a teacher's address is looked up before marking attendance (spec §7): answers JSON
   * `{ "ip": "..." }`. Absent: the demo server's own lookup.
   */
  ipLookup?: string;
  /** The poor-connection test's image (spec §9, about 2.7 MB). Absent: the demo server's. */
  connectionTest?: string;
}

export type ServiceName = keyof RuntimeConfig['api'];

let current: RuntimeConfig | null = null;

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Partial<RuntimeConfig>;
  const api = config.api as Partial<RuntimeConfig['api']> | undefined;
  return (
    typeof config.productName === 'string' &&
    typeof config.brand === 'string' &&
    typeof config.broker === 'string' &&
    (config.ipLookup === undefined || typeof config.ipLookup === 'string') &&
    typeof api === 'object' &&
    api !== null &&
    (['main', 'notifications', 'supportDesk', 'chatbot'] as const).every(
      (service) => typeof api[service] === 'string',
    )
  );
}

/** The config the server wrote into index.html (a JSON data block), if it did. */
function inlineConfig(): RuntimeConfig | null {
  const text = document.getElementById('campus-config')?.textContent;
  if (!text) return null;
  const body: unknown = JSON.parse(text);
  if (!isRuntimeConfig(body)) throw new Error('campus-config no tiene el formato esperado');
  return body;
}

/**
 * The runtime config, once: from index.html when the server put it there (no round trip before
 * the first paint), else from /config.json (the dev server, a plain static host).
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  if (current) return current;
  current = inlineConfig();
  if (current) return current;
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`No se pudo leer ${url} (HTTP ${response.status})`);
  const body: unknown = await response.json();
  if (!isRuntimeConfig(body)) throw new Error(`${url} no tiene el formato esperado`);
  current = body;
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current)
    throw new Error('Runtime config not loaded: call loadRuntimeConfig() before rendering');
  return current;
}

/** Tests and tools set the config directly; pass null to forget it. */
export function setRuntimeConfig(config: RuntimeConfig | null): void {
  current = config;
}
