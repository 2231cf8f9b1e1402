export { safeRedirect } from './safeRedirect';
export { trailingIdOf } from './trailingIdOf';
