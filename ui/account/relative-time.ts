/** "5 minutes ago", "yesterday": how long ago `iso` was, in the reader's language. */
export const relativeTime = (iso: string, now: Date, locale: string): string => {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const steps: readonly [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 30],
    ['month', 12],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(unit === 'second' ? Math.min(0, value) : value, unit);
    value = Math.round(value / size);
  }
  return format.format(value, 'year');
};
