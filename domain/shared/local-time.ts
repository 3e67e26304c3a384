import { z } from 'zod';
import { isTimeZone } from './locale.ts';

/**
 * The viewer's time zone in a query (IANA, e.g. Europe/Warsaw), so that days and times read as
 * theirs; UTC when absent. One rule for every query that takes one.
 */
export const TimeZoneQuerySchema = z
  .string()
  .max(64, { error: 'validation.too_long' })
  .refine(isTimeZone, { error: 'validation.invalid' })
  .default('UTC');

// Building an Intl formatter costs far more than using one, and a 30-day view formats thousands of hours.
const formats = new Map<string, Intl.DateTimeFormat>();

const formatIn = (timeZone: string, withTime: boolean): Intl.DateTimeFormat => {
  const key = `${timeZone} ${withTime}`;
  let format = formats.get(key);
  if (!format) {
    // en-CA writes the day as YYYY-MM-DD; h23 keeps midnight at 00, not 24.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    formats.set(key, format);
  }
  return format;
};

/** The local calendar day of an instant in a time zone, as YYYY-MM-DD. */
export const localDay = (at: Date, timeZone: string): string => formatIn(timeZone, false).format(at);

/**
 * The local date and time of an instant in a time zone, as "YYYY-MM-DD HH:mm": a form every
 * spreadsheet reads as a date-time, whatever its language.
 */
export const localDateTime = (at: Date, timeZone: string): string => {
  const part = Object.fromEntries(
    formatIn(timeZone, true)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
};
