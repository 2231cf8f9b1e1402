export { safeRedirect } from './safeRedirect';
export { trailingIdOf } from './trailingIdOf';
export { routeIdOf } from './routeIdOf';
