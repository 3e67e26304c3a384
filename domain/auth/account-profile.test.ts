import { describe, expect, it } from 'vitest';
import { fieldIssues } from '../shared/index.ts';
import { BusinessProfileSchema, BusinessProfileViewSchema } from './account-profile.ts';

const untouched = {
  name: 'Café Sol',
  type: 'cafe',
  logoUrl: '',
  address: '',
  timeZone: '',
  country: '',
  currency: '',
};

describe('BusinessProfileSchema', () => {
  it('reads the empty inputs of an untouched form as "none"', () => {
    expect(BusinessProfileSchema.parse(untouched)).toEqual({
      name: 'Café Sol',
      type: 'cafe',
      logoUrl: null,
      address: null,
      timeZone: null,
      country: null,
      currency: null,
    });
  });

  it.each([
    [{ country: 'pt' }, { country: 'validation.country_invalid' }],
    [{ timeZone: 'Mars/Base' }, { timeZone: 'validation.time_zone_invalid' }],
    [{ logoUrl: 'ftp://example.com/logo.png' }, { logoUrl: 'validation.invalid' }],
  ])('still refuses a wrong value %o with its own code', (change, issues) => {
    const parsed = BusinessProfileSchema.safeParse({ ...untouched, ...change });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldIssues(parsed.error)).toEqual(issues);
  });
});

describe('BusinessProfileViewSchema', () => {
  it('reads back every field of the profile, in its order, as text or null', () => {
    expect(Object.keys(BusinessProfileViewSchema.shape)).toEqual(Object.keys(BusinessProfileSchema.shape));
    const stored = { ...untouched, logoUrl: null, address: null, timeZone: 'Europe/Lisbon', country: null };
    expect(BusinessProfileViewSchema.parse(stored)).toEqual(stored);
    expect(BusinessProfileViewSchema.safeParse({ ...stored, country: 351 }).success).toBe(false);
    expect(BusinessProfileViewSchema.safeParse({ ...stored, currency: undefined }).success).toBe(false);
  });
});
