/**
 * How much one card may hold: the card schema enforces these on every save (server and
 * creator alike), and the creator disables its "add" buttons and bounds its inputs with them.
 */
export const CARD_LIMITS = Object.freeze({
  /** Stamps to a reward. */
  maxStamps: 50,
  /** The most a scanner's per-scan cap and confirmation threshold may be set to. */
  stampsPerScan: 100,
  /** Levels of a level card. */
  levels: 10,
  /** Fields on the pass (front and back). */
  passFields: 20,
  /** Front fields of the pass a redeemed coupon turns into. */
  redeemFields: 10,
  /** Questions the get-pass form asks. */
  dataFields: 20,
  /** Days a coupon stays valid. */
  couponDays: 3650,
});
