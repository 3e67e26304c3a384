/** Feature flags (requirements §2.2: `new-card-types` unlocks the Point Card). */
export interface FeatureFlags {
  isEnabled(flag: string): boolean;
}

/** Flags from a comma-separated list, e.g. "new-card-types,beta-x". */
export const featureFlagsFrom = (list: string | null | undefined): FeatureFlags => {
  const enabled = new Set(
    (list ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
  );
  return { isEnabled: (flag) => enabled.has(flag) };
};
