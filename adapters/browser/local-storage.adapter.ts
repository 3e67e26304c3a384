import type { KeyValueStorage } from '#domain/shared/index.ts';

/** localStorage, tolerant of private modes and full quotas (the app keeps working, it just forgets). */
export const createLocalStorage = (
  storage: Storage | undefined = globalThis.localStorage,
): KeyValueStorage => ({
  get(key) {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      storage?.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: nothing to persist to.
    }
  },
  remove(key) {
    try {
      storage?.removeItem(key);
    } catch {
      // Storage disabled.
    }
  },
});
