import { describe, expect, it } from 'vitest';
import { CardInputSchema, demoCardContent, PASS_TYPES, type CardInput } from '../cards/index.ts';
import { ApplePassJsonSchema, buildApplePassJson } from './apple-pass.ts';
import { nextActionFor } from './pass-holder.ts';
import { aPassHolder } from '../../test/fakes/wallet-fakes.ts';

const holder = aPassHolder;
const issuer = {
  passTypeIdentifier: 'pass.app.passdeck.dev',
  teamIdentifier: 'PASSDECK01',
  organizationName: 'Passdeck',
  webServiceURL: 'https://passdeck.example/api/wallet/apple',
};
const card = (over: Partial<CardInput> = {}) =>
  CardInputSchema.parse({ ...demoCardContent('stamp_card', 'Café Sol'), ...over });

describe('Apple pass.json', () => {
  it('is valid for every kind', () => {
    for (const passType of PASS_TYPES) {
      const pass = buildApplePassJson(
        CardInputSchema.parse(demoCardContent(passType, 'Café Sol')),
        holder(),
        issuer,
      );
      expect(ApplePassJsonSchema.safeParse(pass).success, passType).toBe(true);
    }
  });
  it('shows the stamp count with a change message, the holder QR and rgb colours', () => {
    const pass = buildApplePassJson(
      card({
        design: { image: { bgColor: '#7B61FF' }, font: { fontColor: '#FFFFFF', labelColor: '#00FF85' } },
      }),
      holder(),
      issuer,
    );
    expect(pass.storeCard?.headerFields[0]).toMatchObject({
      key: 'position',
      value: '3 of 10',
      changeMessage: 'Stamps: %@',
    });
    expect(pass.barcodes?.[0]).toMatchObject({ format: 'PKBarcodeFormatQR', message: 'QR-OPAQUE-123' });
    expect(pass).toMatchObject({
      backgroundColor: 'rgb(123, 97, 255)',
      foregroundColor: 'rgb(255, 255, 255)',
      labelColor: 'rgb(0, 255, 133)',
      serialNumber: 'SERIAL-0001',
      authenticationToken: 'a'.repeat(32),
    });
    expect(pass.storeCard?.backFields.map((f) => f.key)).toEqual(['terms']);
  });
  it("writes the counter and its fallback label in the card's language", () => {
    const german = card({
      info: { language: 'de', companyName: 'Café Sol', fields: [] },
    });
    expect(buildApplePassJson(german, holder(), issuer).storeCard?.headerFields[0]).toMatchObject({
      label: 'Stempel',
      value: '3 von 10',
      changeMessage: 'Stempel: %@',
    });
  });
  it('keeps field keys unique and caps locations at 10 with their text', () => {
    const locations = Array.from({ length: 10 }, (_, i) => ({
      name: `Shop ${i}`,
      latitude: 50 + i / 100,
      longitude: 20,
    }));
    const pass = buildApplePassJson(
      card({
        info: {
          companyName: 'Café Sol',
          fields: [
            { key: 'a', label: 'A', value: '1' },
            { key: 'a', label: 'A2', value: '2' },
          ],
        },
        locationInfo: { enabled: true, locations },
      }),
      holder(),
      issuer,
    );
    const keys = [...(pass.storeCard?.headerFields ?? []), ...(pass.storeCard?.secondaryFields ?? [])].map(
      (f) => f.key,
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(pass.locations).toHaveLength(10);
    expect(pass.locations?.[3]?.relevantText).toBe("You're near Shop 3!");
  });
  it('expires a coupon, voids it after redemption, or turns it into a loyalty pass', () => {
    const coupon = CardInputSchema.parse({
      ...demoCardContent('coupon', 'Café Sol'),
      couponSettings: { expirationDays: 10 },
    });
    expect(buildApplePassJson(coupon, holder(), issuer)).toMatchObject({
      expirationDate: '2026-12-02T10:00:00.000Z',
      coupon: expect.any(Object),
    });
    expect(buildApplePassJson(coupon, holder({ redeemedAt: new Date() }), issuer).voided).toBe(true);
    const turning = CardInputSchema.parse(demoCardContent('coupon', 'Café Sol'));
    const after = buildApplePassJson(turning, holder({ redeemedAt: new Date() }), issuer);
    expect(after.voided).toBeUndefined();
    expect(after.storeCard).toBeDefined();
  });
  it("puts the switched-on, valid contact links on the back as links, labelled in the card's language", () => {
    const pass = buildApplePassJson(
      card({
        info: {
          companyName: 'Café Sol',
          language: 'de',
          socialLinks: [
            { key: 'phone', value: '+44 20 7946 0958', isActive: true },
            { key: 'email', label: 'Schreiben Sie uns', value: 'hello@cafe.example', isActive: true },
            { key: 'website', value: 'cafe.example/?a=1&b=<2>', isActive: true },
            { key: 'facebook', value: 'https://evil.example/page', isActive: true },
            { key: 'twitter', value: 'https://x.com/cafesol', isActive: false },
          ],
        },
      }),
      holder(),
      issuer,
    );
    expect(ApplePassJsonSchema.safeParse(pass).success).toBe(true);
    const links = pass.storeCard!.backFields.filter((f) => f.key.startsWith('link_'));
    expect(links).toEqual([
      {
        key: 'link_phone',
        label: 'Telefon',
        value: '+44 20 7946 0958',
        attributedValue: '<a href="tel:+442079460958">+44 20 7946 0958</a>',
      },
      {
        key: 'link_email',
        label: 'Schreiben Sie uns',
        value: 'hello@cafe.example',
        attributedValue: '<a href="mailto:hello@cafe.example">hello@cafe.example</a>',
      },
      {
        key: 'link_website',
        label: 'Website',
        value: 'cafe.example/?a=1&b=<2>',
        attributedValue:
          '<a href="https://cafe.example/?a=1&amp;b=&lt;2&gt;">cafe.example/?a=1&amp;b=&lt;2&gt;</a>',
      },
    ]);
  });

  it('leaves out the web service without a URL', () => {
    const pass = buildApplePassJson(card(), holder(), { ...issuer, webServiceURL: undefined });
    expect(pass.webServiceURL).toBeUndefined();
    expect(pass.authenticationToken).toBeUndefined();
  });
});

describe('pass requirement flow (requirements §4)', () => {
  const base = { validation: { enabled: true }, dataCollection: { enabled: true, fields: [{}] } };
  it('goes validate_code → collect_data → download', () => {
    expect(nextActionFor(base, { validated: false, dataCollected: false })).toBe('validate_code');
    expect(nextActionFor(base, { validated: true, dataCollected: false })).toBe('collect_data');
    expect(nextActionFor(base, { validated: true, dataCollected: true })).toBe('download');
    expect(
      nextActionFor(
        { validation: { enabled: false }, dataCollection: { enabled: true, fields: [] } },
        { validated: false, dataCollected: false },
      ),
    ).toBe('download');
  });
});
