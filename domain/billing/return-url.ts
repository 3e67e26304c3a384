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
  const candidate = !SCHEME.test(text)
    ? `${own}${text.startsWith('/') ? '' : '/'}${text}`
    : ORIGIN.exec(text)?.[0].toLowerCase() === own
      ? `${own}${text.slice(own.length)}`
      : null;
  return candidate && !foldedPath(candidate.slice(own.length)).startsWith('//') ? candidate : null;
};

/**
 * The path of an address's rest (path, query, fragment) as a browser reads it: dot segments fold
 * away ("/.//evil.test" becomes "//evil.test", which a page that follows it as a path takes for
 * another host), "%2e" counting as a dot. By hand: the domain has no URL parser (it runs anywhere).
 */
const foldedPath = (rest: string): string => {
  const segments = (rest.split(/[?#]/)[0] ?? '').split('/').slice(1);
  const kept: string[] = [];
  segments.forEach((segment, i) => {
    const dots = segment.replace(/%2e/gi, '.');
    const last = i === segments.length - 1;
    if (dots === '.' || dots === '..') {
      if (dots === '..') kept.pop();
      if (last) kept.push('');
    } else kept.push(segment);
  });
  return `/${kept.join('/')}`;
};
