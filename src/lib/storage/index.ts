export {
  appendStoredError,
  clearSessionStorage,
  readStorage,
  removeStorage,
  writeStorage,
} from './storage';
export { STORAGE_KEYS } from './storageKeys';
export type { StorageKey, StoredError, StoredValues } from './storageKeys';
