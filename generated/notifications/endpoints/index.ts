export * from './notification/notification.ts';
