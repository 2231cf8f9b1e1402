export * from './notification/notification';
