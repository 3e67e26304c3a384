import type { KeyValueStorage } from '#domain/shared/index.ts';

/** Key-value storage in a map the test can read (what the browser keeps in localStorage). */
export const memoryStorage = (): KeyValueStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return {
    map,
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
};
