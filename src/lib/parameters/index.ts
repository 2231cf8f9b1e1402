export { PARAMETER_KEYS, isParameterOn, toParameterMap } from './parameters';
export type { ParameterMap } from './parameters';
export { useParameters } from './useParameters';
