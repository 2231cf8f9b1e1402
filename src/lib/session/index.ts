export { decodeClaims, isTokenExpired } from './claims';
export type { SessionClaims } from './claims';
export { hasRole, roleOf } from './roles';
export type { RouteGuard, UserRole } from './roles';
export { sessionStore } from './sessionStore';
export type { Session, SignOutReason } from './sessionStore';
export { useSession } from './useSession';
export { SESSION_TEXTS } from './texts';
