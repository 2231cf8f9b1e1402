import { lazy } from 'react';

// What the shell mounts: the live connection, and the bell's dropdown and tooltip state.
export { default as LiveNotifications } from './live/LiveNotifications';
export { useBadgeTooltip } from './shared/useBadgeTooltip';
export { texts as notificationTexts } from './texts';
// Loaded on the first opening: the list and its settings stay out of every page's first load.
export const NotificationDropdown = lazy(() => import('./shared/NotificationDropdown'));
export const NotificationSettingsDialog = lazy(
  () => import('./settings/NotificationSettingsDialog'),
);
