/** Small persisted values in the browser (localStorage in the real adapter). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
