import { describe, expect, it } from 'vitest';
import { isTimeZone } from './locale.ts';
import { currentTimeZoneName, timeZoneChoices, timeZoneLabel, timeZoneMatches } from './time-zone-names.ts';

describe('time zone choices', () => {
  it('names each zone as IANA does today, once, in order', () => {
    expect(currentTimeZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentTimeZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentTimeZoneName('Europe/Lisbon')).toBe('Europe/Lisbon');
    expect(currentTimeZoneName('constructor')).toBe('constructor');
    expect(timeZoneChoices(['Europe/Kiev', 'Asia/Calcutta', 'Europe/Kyiv', 'Africa/Abidjan'])).toEqual([
      'Africa/Abidjan',
      'Asia/Kolkata',
      'Europe/Kyiv',
      'UTC',
    ]);
  });

  it('offers only names the runtime knows, and none of the old spellings', () => {
    const choices = timeZoneChoices(Intl.supportedValuesOf('timeZone'));
    expect(choices).toContain('Europe/Kyiv');
    expect(choices).not.toContain('Europe/Kiev');
    expect(choices.filter((zone) => !isTimeZone(zone))).toEqual([]);
  });
});

describe('time zone search', () => {
  it('finds a zone as people write it, and by an old name', () => {
    expect(timeZoneMatches('America/New_York', 'new york')).toBe(true);
    expect(timeZoneMatches('America/New_York', 'New_Y')).toBe(true);
    expect(timeZoneMatches('Europe/Kyiv', 'kiev')).toBe(true);
    expect(timeZoneMatches('UTC', 'gmt')).toBe(true);
    expect(timeZoneMatches('Europe/Berlin', 'new york')).toBe(false);
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos Aires');
  });
});
