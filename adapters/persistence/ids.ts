/**
 * Whether a value can be a row id (a uuid). Ids come from URLs: anything else would make
 * PostgreSQL reject the query (a 500), while it simply names no row (a 404).
 */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
