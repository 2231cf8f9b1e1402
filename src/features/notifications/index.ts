// What the shell mounts: the live connection, and the bell's dropdown and tooltip state.
export { default as LiveNotifications } from './live/LiveNotifications';
export { useBadgeTooltip } from './shared/useBadgeTooltip';
export { texts as notificationTexts } from './texts';
