export { PARAMETER_KEYS, isParameterOn, toParameterMap } from './parameters';
export type { ParameterMap } from './parameters';
export { useLoadedParameters } from './loadedParameters';
export { useParameters } from './useParameters';
