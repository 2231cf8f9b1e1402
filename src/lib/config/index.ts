export { getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig } from './runtimeConfig';
export type { RuntimeConfig, ServiceName } from './runtimeConfig';
