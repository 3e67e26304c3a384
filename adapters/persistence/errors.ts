/** PostgreSQL's unique_violation, as raised by pg and PGlite (possibly wrapped by drizzle). */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** The constraint a unique violation names (pg and PGlite report it; drizzle may wrap the error). */
export const violatedConstraint = (error: unknown): string | null => {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : null;
  }
  return null;
};
