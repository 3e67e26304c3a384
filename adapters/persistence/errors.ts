/** PostgreSQL's unique_violation, as raised by pg and PGlite (possibly wrapped by drizzle). */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};
