export { navigateTo, setNavigator } from './navigator';
export type { Navigate } from './navigator';
export { safeRedirect } from './safeRedirect';
