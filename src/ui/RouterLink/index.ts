export { default as RouterLink } from './RouterLink';
