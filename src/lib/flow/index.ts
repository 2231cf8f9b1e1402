export { useFlow } from './useFlow';
