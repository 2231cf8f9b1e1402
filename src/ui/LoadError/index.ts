export { default as LoadError } from './LoadError';
