import { describe, expect, it } from 'vitest';
import { localDateTime, TimeZoneQuerySchema } from './local-time.ts';

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
});
