export { usePermissions } from './usePermissions';
