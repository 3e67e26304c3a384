/** How the liveness answer may lag the database, in milliseconds. */
export interface LivenessTiming {
  /** A successful ping this recent answers at once. */
  readonly freshMs: number;
  /** A ping older than this is renewed in the background (while still fresh). */
  readonly renewMs: number;
  /** How long a check waits for a ping when none is fresh. */
  readonly timeoutMs: number;
}

const DEFAULT_TIMING: LivenessTiming = { freshMs: 3_000, renewMs: 1_000, timeoutMs: 2_000 };

/**
 * Whether the database answers, as a load balancer's health check wants it: within milliseconds
 * even while the database is busy (issue 22: health checks queued behind 50 pass downloads' queries
 * on PGlite's single connection and timed out). A ping that succeeded in the last `freshMs`
 * answers at once and is renewed in the background; with none fresh, or after a failed ping, the
 * check waits for a new ping (up to `timeoutMs`), so a database that stops answering turns the
 * check false within `freshMs`. `answeredAt` (when the driver can tell) is when any query last
 * succeeded: a busy database whose queue holds the ping for seconds is answering all the same.
 */
export const createLivenessCheck = (
  ping: () => Promise<void>,
  {
    now = Date.now,
    timing = DEFAULT_TIMING,
    answeredAt = () => Number.NEGATIVE_INFINITY,
  }: { now?: () => number; timing?: LivenessTiming; answeredAt?: () => number } = {},
) => {
  let lastOkAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<boolean> | null = null;
  const renew = (): Promise<boolean> => {
    inFlight ??= ping()
      .then(
        () => {
          lastOkAt = now();
          return true;
        },
        () => {
          lastOkAt = Number.NEGATIVE_INFINITY;
          return false;
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  return async (): Promise<boolean> => {
    const age = now() - Math.max(lastOkAt, answeredAt());
    if (age <= timing.freshMs) {
      if (age > timing.renewMs) void renew();
      return true;
    }
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timing.timeoutMs);
    });
    try {
      return await Promise.race([renew(), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
};
