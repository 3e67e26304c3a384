import type { KeyValueStorage } from '@passdeck/domain/shared';

/**
 * The device key for one run of the client. The web scanner keeps it in localStorage so a phone
 * stays signed in; a command-line client gets the key on every run instead.
 */
export const createMemoryStorage = (): KeyValueStorage => {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
};
