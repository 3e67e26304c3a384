const SCHEME = /^[a-z][\d+.a-z-]*:/i;
const ORIGIN = /^[a-z][\d+.a-z-]*:\/\/[^#/?]*/i;
// Browsers drop tabs and line breaks inside an address and read a backslash as a slash, so a
// text with them may lead to another host than the one it seems to name.
const AMBIGUOUS = /[\s\\\p{Cc}]/u;

/**
 * `url` as an absolute address on `origin` (the app's PUBLIC_URL), or null when it leads anywhere
 * else. A relative address ("/pricing") is taken on that origin; an absolute one must have the
 * very same scheme, host and port, so `javascript:` and look-alikes ("https://app.example.evil.test",
 * "https://app.example@evil.test", "//evil.test") are refused. Checkout and the portal send the
 * business there after paying: any other site would make the app an open redirect with our name on it.
 */
export const ownUrl = (url: string, origin: string): string | null => {
  const own = ORIGIN.exec(origin)?.[0].toLowerCase();
  const text = url.trim();
  if (!own || AMBIGUOUS.test(text) || text.startsWith('//')) return null;
  if (!SCHEME.test(text)) return `${own}${text.startsWith('/') ? '' : '/'}${text}`;
  return ORIGIN.exec(text)?.[0].toLowerCase() === own ? `${own}${text.slice(own.length)}` : null;
};
