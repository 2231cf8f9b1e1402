export { safeRedirect } from './safeRedirect';
