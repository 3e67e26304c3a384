/** The billing tab's address after a completed checkout (requirements §4). */
export const BILLING_SUCCESS_PATH = '/account?tab=billing&subscription=success';

/**
 * A path on this site taken from a query (`returnTo`, `redirect`), or null: an absolute or
 * protocol-relative address (also one spelled "/.//evil.test") would send the business elsewhere
 * after paying.
 */
export const localPath = (value: string | null | undefined): string | null =>
  value && /^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value) && !pathLeadsElsewhere(value) ? value : null;

/** A path whose dot segments fold into two leading slashes ("/.//evil.test"): another host to a link. */
const pathLeadsElsewhere = (path: string): boolean =>
  new URL(path, 'https://passdeck.invalid').pathname.startsWith('//');

/**
 * Where checkout returns: the page the upgrade prompt came from (`redirect`), else the billing
 * tab, which then offers the way back to `returnTo` (the page the upgrade gate interrupted).
 * Paths, which the server takes on its own address (PUBLIC_URL): the page may be open under
 * another name of the same server (127.0.0.1, a dev server), whose addresses it would refuse.
 */
export const checkoutReturnUrls = (input: {
  redirect: string | null;
  returnTo: string | null;
  /** The page choosing the plan, as a path. */
  current: string;
}): { successUrl: string; cancelUrl: string } => {
  const returnTo = localPath(input.returnTo);
  const billing = returnTo
    ? `${BILLING_SUCCESS_PATH}&returnTo=${encodeURIComponent(returnTo)}`
    : BILLING_SUCCESS_PATH;
  return { successUrl: localPath(input.redirect) ?? billing, cancelUrl: input.current };
};

/** The page the browser shows, as a path on this site (what return addresses are sent as). */
export const currentPath = (): string =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;
