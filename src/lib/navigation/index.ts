export { safeRedirect } from './safeRedirect';
export { trailingIdOf } from './trailingIdOf';
export { routeIdOf } from './routeIdOf';
export { resolveLink, type ResolvedLink } from './resolveLink';
export { cameFromDoneStep, STEP_DONE_STATE } from './stepDone';
