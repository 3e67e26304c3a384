const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as the user sees them: an emoji (even a flag or a family) counts as one. */
export const graphemes = (text: string): string[] => Array.from(segmenter.segment(text), (s) => s.segment);

/** Length in user-visible characters. */
export const visibleLength = (text: string): number => graphemes(text).length;

/** Cuts to at most `max` user-visible characters, never through the middle of an emoji. */
export const truncateVisible = (text: string, max: number): string =>
  graphemes(text).slice(0, Math.max(0, max)).join('');

/** A loose email check (one @, a dot in the domain, no spaces); the server confirms by sending mail. */
export const isEmail = (value: string): boolean =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) && value.trim().length <= 254;

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
