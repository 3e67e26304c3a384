const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as the user sees them: an emoji (even a flag or a family) counts as one. */
export const graphemes = (text: string): string[] => Array.from(segmenter.segment(text), (s) => s.segment);

/** A text template with its `{{name}}` slots filled in (an unknown name leaves an empty slot). */
export const fillTemplate = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

// Something a reader can see: not white space, a control or format character (a zero-width space
// or joiner, a direction mark), a mark standing alone, nor a blank filler letter (Hangul fillers,
// the empty braille cell).
const VISIBLE = /[^\s\p{Z}\p{Cc}\p{Cf}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** Whether a text shows anything to a reader (a name or message of invisible characters does not). */
export const hasVisibleText = (text: string): boolean => VISIBLE.test(text);

/** Length in user-visible characters. */
export const visibleLength = (text: string): number => graphemes(text).length;

/** Cuts to at most `max` user-visible characters, never through the middle of an emoji. */
export const truncateVisible = (text: string, max: number): string =>
  graphemes(text).slice(0, Math.max(0, max)).join('');

/**
 * A loose email check (one @, a dot in the domain, no spaces); the server confirms by sending
 * mail. The length is checked first and the domain's labels cannot share their dots, so the
 * expression stays linear on any input.
 */
export const isEmail = (value: string): boolean => {
  const text = value.trim();
  return text.length <= 254 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(text);
};

/**
 * requirements §2.2 counts: as is below 1,000, "1.2K" from 1,000, "3.4M" from 1,000,000
 * (one decimal, trailing .0 dropped).
 */
export const formatCount = (n: number): string => {
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toString();
  if (abs < 1000) return `${sign}${Math.round(abs)}`;
  if (abs < 1_000_000) {
    const k = oneDecimal(abs / 1000);
    return Number(k) >= 1000 ? `${sign}1M` : `${sign}${k}K`;
  }
  return `${sign}${oneDecimal(abs / 1_000_000)}M`;
};

// C0 controls other than tab, line feed and carriage return, DEL, and UTF-16 halves without
// their partner (with the `u` flag a surrogate range matches only a lone half, never a pair):
// none is text a person typed, PostgreSQL refuses NUL in text and lone halves in jsonb, and
// wallets render them as boxes. Control characters in these patterns are the point.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]/u;
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_TOKEN = /[\u0000-\u001f\u007f\ud800-\udfff]/u;

/**
 * Whether a text holds a character no person types: a control character (tab and line breaks
 * are fine in `text`, not in a `token`, which is an id, a path or a query value) or half of a
 * UTF-16 pair (a lone surrogate).
 */
export const hasUnsafeCharacters = (value: string, kind: 'text' | 'token' = 'text'): boolean =>
  (kind === 'text' ? UNSAFE_IN_TEXT : UNSAFE_IN_TOKEN).test(value);

/** What `inspectJsonText` found wrong in a JSON value, and where (`info.fields.0.label`). */
export type JsonTextProblem = { readonly kind: 'unsafe_text' | 'too_deep'; readonly path: string };

/**
 * The first string (or key) inside a JSON value with unsafe characters (see
 * `hasUnsafeCharacters`), or the first place nested deeper than `maxDepth`; `undefined` when
 * the value is clean. Walks with its own stack, so a hostile depth cannot overflow the call stack.
 */
export const inspectJsonText = (value: unknown, maxDepth = 32): JsonTextProblem | undefined => {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  const at = (path: (string | number)[]) => path.join('.') || '(body)';
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path } = next;
    if (typeof item === 'string') {
      if (hasUnsafeCharacters(item)) return { kind: 'unsafe_text', path: at(path) };
    } else if (item !== null && typeof item === 'object') {
      if (path.length >= maxDepth) return { kind: 'too_deep', path: at(path) };
      const entries: [string | number, unknown][] = Array.isArray(item)
        ? [...item.entries()]
        : Object.entries(item);
      for (const [key, child] of entries.reverse()) {
        if (typeof key === 'string' && hasUnsafeCharacters(key, 'token'))
          return { kind: 'unsafe_text', path: at([...path, key]) };
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return undefined;
};

/** Text (or an attribute value) safe inside HTML: the five characters HTML reads as markup escaped. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
