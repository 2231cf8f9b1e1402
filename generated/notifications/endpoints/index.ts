export * from './notification/notification.ts';
export * from './notification-dev/notification-dev.ts';
