/** The billing tab's address after a completed checkout (requirements §4). */
export const BILLING_SUCCESS_PATH = '/account?tab=billing&subscription=success';

/**
 * A path on this site taken from a query (`returnTo`, `redirect`), or null: an absolute or
 * protocol-relative address would send the business elsewhere after paying.
 */
export const localPath = (value: string | null | undefined): string | null =>
  value && /^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value) ? value : null;

/**
 * Where checkout returns: the page the upgrade prompt came from (`redirect`), else the billing
 * tab, which then offers the way back to `returnTo` (the page the upgrade gate interrupted).
 */
export const checkoutReturnUrls = (input: {
  origin: string;
  redirect: string | null;
  returnTo: string | null;
  current: string;
}): { successUrl: string; cancelUrl: string } => {
  const returnTo = localPath(input.returnTo);
  const billing = returnTo
    ? `${BILLING_SUCCESS_PATH}&returnTo=${encodeURIComponent(returnTo)}`
    : BILLING_SUCCESS_PATH;
  return { successUrl: `${input.origin}${localPath(input.redirect) ?? billing}`, cancelUrl: input.current };
};
