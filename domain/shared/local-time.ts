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

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
const offsetAt = (at: Date, timeZone: string): number => {
  const part = Object.fromEntries(
    formatIn(timeZone, true)
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!);
  return wall - Math.floor(at.getTime() / 60_000) * 60_000;
};

/**
 * The instant a local calendar day (YYYY-MM-DD) begins in a time zone: "customers added on the
 * 3rd" means the viewer's 3rd. The offset is measured again at the first guess, as it can differ
 * from the one at UTC midnight when the clocks change that night; where the change skips midnight
 * itself (Chile), the day begins at the first guess, the first minute that is on it.
 */
export const zonedDayStart = (day: string, timeZone: string): Date => {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const first = new Date(utcMidnight - offsetAt(new Date(utcMidnight), timeZone));
  const second = new Date(utcMidnight - offsetAt(first, timeZone));
  return localDay(second, timeZone) === day ? second : first;
};
