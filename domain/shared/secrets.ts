/**
 * Compares two secrets in time that does not depend on where they differ (no early exit), so
 * an attacker cannot learn a token or code character by character from answer times.
 */
export const sameSecret = (a: string, b: string): boolean => {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
};
