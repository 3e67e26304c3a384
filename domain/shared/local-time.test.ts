import { describe, expect, it } from 'vitest';
import { localDateTime, TimeZoneQuerySchema, zonedDayStart } from './local-time.ts';

describe('local time', () => {
  it('writes an instant as the day and the minute of the time zone, midnight as 00', () => {
    // Warsaw is UTC+1 in winter and UTC+2 from 29 March 2026.
    expect(localDateTime(new Date('2026-11-23T10:00:00Z'), 'Europe/Warsaw')).toBe('2026-11-23 11:00');
    expect(localDateTime(new Date('2026-03-29T22:30:00Z'), 'Europe/Warsaw')).toBe('2026-03-30 00:30');
    expect(localDateTime(new Date('2026-03-29T22:30:59Z'), 'UTC')).toBe('2026-03-29 22:30');
    expect(localDateTime(new Date('2026-01-01T03:05:00Z'), 'America/New_York')).toBe('2025-12-31 22:05');
  });

  it('takes a zone the runtime knows, UTC when absent', () => {
    expect(TimeZoneQuerySchema.parse(undefined)).toBe('UTC');
    expect(TimeZoneQuerySchema.parse('Europe/Lisbon')).toBe('Europe/Lisbon');
    expect(TimeZoneQuerySchema.safeParse('Mars/Olympus').error?.issues[0]?.message).toBe(
      'validation.invalid',
    );
    expect(TimeZoneQuerySchema.safeParse('x'.repeat(65)).error?.issues[0]?.message).toBe(
      'validation.too_long',
    );
  });

  it('finds the instant a local day begins, on the days the clocks change too', () => {
    const start = (day: string, zone: string) => zonedDayStart(day, zone).toISOString();
    expect(start('2026-11-23', 'Europe/Warsaw')).toBe('2026-11-22T23:00:00.000Z');
    expect(start('2026-07-01', 'Europe/Warsaw')).toBe('2026-06-30T22:00:00.000Z');
    // Warsaw moves its clocks at 02:00 on 29 March: that day begins in winter time, the next in summer time.
    expect(start('2026-03-29', 'Europe/Warsaw')).toBe('2026-03-28T23:00:00.000Z');
    expect(start('2026-03-30', 'Europe/Warsaw')).toBe('2026-03-29T22:00:00.000Z');
    expect(start('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(start('2026-11-02', 'America/New_York')).toBe('2026-11-02T05:00:00.000Z');
    expect(start('2026-03-01', 'Asia/Kolkata')).toBe('2026-02-28T18:30:00.000Z');
    expect(start('2026-03-01', 'UTC')).toBe('2026-03-01T00:00:00.000Z');
    // Chile's clocks jump from 24:00 to 01:00 on 6 September 2026: that day begins at 01:00 (UTC−3).
    expect(start('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
  });
});
