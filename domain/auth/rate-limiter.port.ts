/** A counter per key in fixed windows, shared by every server instance. */
export interface RateLimiter {
  /** Counts one hit and says whether it is within the limit. */
  hit(
    key: string,
    rule: { limit: number; windowMs: number },
    now: Date,
  ): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /**
   * Whether a limit is in force now (its window holds `limit` hits or more), without counting:
   * for checks that must refuse a right answer too while the limit holds.
   */
  peek(
    key: string,
    rule: { limit: number; windowMs: number },
    now: Date,
  ): Promise<{ allowed: boolean; retryAfterMs: number }>;
  reset(key: string): Promise<void>;
}
