import { STORAGE_KEYS, type StorageKey, type StoredError, type StoredValues } from './storageKeys';

/** Older entries are dropped so the error log cannot fill the quota. */
const MAX_STORED_ERRORS = 50;

// Absent outside browsers (Node test environments); every helper then does nothing.
function store(): Storage | null {
  return globalThis.localStorage ?? null;
}

export function readStorage<K extends StorageKey>(key: K): StoredValues[K] | null {
  const raw = store()?.getItem(STORAGE_KEYS[key]) ?? null;
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as StoredValues[K];
  } catch {
    removeStorage(key);
    return null;
  }
}

export function writeStorage<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  try {
    store()?.setItem(STORAGE_KEYS[key], JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the app keeps working from memory.
  }
}

export function removeStorage(key: StorageKey): void {
  store()?.removeItem(STORAGE_KEYS[key]);
}

/** Logout: forget every key of spec §9. */
export function clearSessionStorage(): void {
  for (const key of Object.keys(STORAGE_KEYS) as StorageKey[]) removeStorage(key);
}

export function appendStoredError(message: string, now = new Date()): void {
  const entry: StoredError = { message, date: now.toISOString() };
  const previous = readStorage('errors') ?? [];
  writeStorage('errors', [...previous, entry].slice(-MAX_STORED_ERRORS));
}
