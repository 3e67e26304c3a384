/** Where the built-in checkout page of a session lives on the site. */
export const BUILTIN_CHECKOUT_PATH = '/billing/checkout/';

/**
 * A payment link as the browser should open it: the built-in checkout's page by its path, so the
 * business stays on the address it is using (the server names its own, PUBLIC_URL, which may be
 * another name of the same site: www or not, 127.0.0.1 or localhost, where the business is not
 * logged in); any other link (Stripe's) as it is.
 */
export const paymentLinkHere = (link: string): string => {
  const path = /^https?:\/\/[^/?#]+(\/[^?#]*)$/i.exec(link)?.[1];
  return path?.startsWith(BUILTIN_CHECKOUT_PATH) && /^[\w-]+$/.test(path.slice(BUILTIN_CHECKOUT_PATH.length))
    ? path
    : link;
};
