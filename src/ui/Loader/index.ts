export { default as Loader, LOADER_TICK_MS, type LoaderProps } from './Loader';
export { useTick } from './useTick';
