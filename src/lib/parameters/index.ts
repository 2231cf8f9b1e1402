export { PARAMETER_KEYS, isParameterOn, toParameterMap } from './parameters';
export type { ParameterMap } from './parameters';
export { fetchParameters, parametersQueryOptions } from './parametersQuery';
export { useParameters } from './useParameters';
