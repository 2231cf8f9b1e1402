export { offlineObserver, offlineStore, type OfflineState } from './offlineStore';
export { deletePersonalCopies } from './personalCopies';
export { useOffline } from './useOffline';
