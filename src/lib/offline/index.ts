export { offlineObserver, offlineStore, type OfflineState } from './offlineStore';
export { useOffline } from './useOffline';
