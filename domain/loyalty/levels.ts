/** A level of a level card (requirements §3). */
export interface Level {
  readonly name: string;
  readonly pointsRequired: number;
  readonly benefits: string;
}

/** requirements §9: Bronze 0, Silver 100, Gold 300. */
export const DEFAULT_LEVELS: readonly Level[] = Object.freeze([
  { name: 'Bronze', pointsRequired: 0, benefits: 'No benefits specified' },
  { name: 'Silver', pointsRequired: 100, benefits: 'No benefits specified' },
  { name: 'Gold', pointsRequired: 300, benefits: 'No benefits specified' },
]);

/**
 * requirements §4 level card: the current level is the highest whose pointsRequired ≤ points (the
 * lowest when none qualifies); `next` is the first level above it, or null at the top.
 */
export const resolveLevel = (
  points: number,
  levels: readonly Level[] = DEFAULT_LEVELS,
): { current: Level; next: Level | null } => {
  const sorted = [...(levels.length ? levels : DEFAULT_LEVELS)].sort(
    (a, b) => a.pointsRequired - b.pointsRequired,
  );
  const lowest = sorted[0] as Level;
  let current = lowest;
  for (const level of sorted) if (level.pointsRequired <= points) current = level;
  const next = sorted.find((level) => level.pointsRequired > current.pointsRequired) ?? null;
  return { current, next };
};

/** Points still missing to reach the next level (0 at the top). */
export const pointsToNextLevel = (points: number, levels?: readonly Level[]): number => {
  const { next } = resolveLevel(points, levels);
  return next ? Math.max(0, next.pointsRequired - points) : 0;
};
