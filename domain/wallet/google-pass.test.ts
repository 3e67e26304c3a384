import { describe, expect, it } from 'vitest';
import { aPassHolder } from '../../test/fakes/wallet-fakes.ts';
import { CardInputSchema, demoCardContent } from '../cards/index.ts';
import { PASS_TYPES } from '../cards/index.ts';
import { GOOGLE_PASS_SCHEMAS } from './google-pass-schema.ts';
import { buildGooglePass, googleKindFor, googleSavePayload } from './google-pass.ts';
import type { PassHolder } from './pass-holder.ts';

const holder: PassHolder = aPassHolder({
  serialNumber: '3f1c-serial',
  authenticationToken: 't'.repeat(32),
  barcodeMessage: 'QR-OPAQUE',
  stamps: 4,
  points: 0,
});
const issuer = {
  issuerId: '3388000000022000000',
  issuerName: 'Passdeck',
  publicUrl: 'https://passdeck.example',
};
const card = (kind: Parameters<typeof demoCardContent>[0], over = {}) =>
  CardInputSchema.parse({ ...demoCardContent(kind, 'Café Sol'), ...over });

describe('Google Wallet pass', () => {
  it('maps kinds to Loyalty, Offer and Generic', () => {
    expect(googleKindFor({ passType: 'stamp_card', loyaltyCardType: null })).toBe('loyalty');
    expect(googleKindFor({ passType: 'coupon', loyaltyCardType: null })).toBe('offer');
    expect(googleKindFor({ passType: 'flyer', loyaltyCardType: null })).toBe('generic');
  });
  it('builds a loyalty class and object with the counter, QR and ids', () => {
    const pass = buildGooglePass(
      card('stamp_card', { design: { image: { logo: '/api/uploads/l.png' } } }),
      'card-1',
      holder,
      issuer,
    );
    expect(pass.passClass).toMatchObject({
      id: '3388000000022000000.card-1',
      issuerName: 'Café Sol',
      programLogo: { sourceUri: { uri: 'https://passdeck.example/api/uploads/l.png' } },
    });
    expect(pass.passObject).toMatchObject({
      id: '3388000000022000000.3f1c-serial',
      classId: '3388000000022000000.card-1',
      state: 'ACTIVE',
      barcode: { type: 'QR_CODE', value: 'QR-OPAQUE' },
      loyaltyPoints: { balance: { string: '4/10' } },
    });
    expect(Object.keys(googleSavePayload(pass))).toEqual(['loyaltyClasses', 'loyaltyObjects']);
  });
  it('gives a coupon an end date and deactivates it after redemption', () => {
    const coupon = card('coupon', { couponSettings: { expirationDays: 10 } });
    expect(buildGooglePass(coupon, 'c', holder, issuer).passObject).toMatchObject({
      validTimeInterval: { end: { date: '2026-12-02T10:00:00.000Z' } },
      state: 'ACTIVE',
    });
    expect(buildGooglePass(coupon, 'c', { ...holder, redeemedAt: new Date() }, issuer).passObject.state).toBe(
      'INACTIVE',
    );
  });
  it('builds generic passes with a title and header', () => {
    const pass = buildGooglePass(card('flyer'), 'c', holder, issuer);
    expect(pass.passObject).toMatchObject({
      cardTitle: { defaultValue: { value: 'Café Sol' } },
      header: { defaultValue: { value: 'Summer opening flyer' } },
    });
    expect(pass.passObject).not.toHaveProperty('barcode');
  });
});

describe('Google Wallet pass — Google’s field rules', () => {
  it.each(PASS_TYPES)('%s: class and object have every required field in the allowed form', (passType) => {
    const pass = buildGooglePass(
      card(passType, { design: { image: { logo: '/api/uploads/l.png', bgImage: '/api/uploads/b.png' } } }),
      'card-1',
      { ...holder, redeemedAt: passType === 'coupon' ? new Date('2026-11-23T00:00:00Z') : null },
      issuer,
    );
    const schemas = GOOGLE_PASS_SCHEMAS[pass.kind];
    expect(schemas.passClass.safeParse(pass.passClass).error).toBeUndefined();
    expect(schemas.passObject.safeParse(pass.passObject).error).toBeUndefined();
  });
  it('refuses what Google refuses', () => {
    const pass = buildGooglePass(card('stamp_card'), 'card 1/ü', holder, issuer);
    expect(GOOGLE_PASS_SCHEMAS.loyalty.passClass.safeParse(pass.passClass).success).toBe(true);
    const bad = { ...pass.passObject, id: 'no-issuer', state: 'ON' };
    expect(GOOGLE_PASS_SCHEMAS.loyalty.passObject.safeParse(bad).error?.issues.map((i) => i.path[0])).toEqual(
      ['id', 'state'],
    );
  });
});

describe('Google Wallet pass — images and modes', () => {
  it('uses absolute image URLs, heroes and the after-redeem view', () => {
    const images = {
      design: { image: { logo: 'https://cdn.example/l.png', bgImage: '/api/uploads/h.png' } },
    };
    const generic = buildGooglePass(card('business_card', images), 'c', holder, issuer);
    expect(generic.passObject).toMatchObject({
      logo: { sourceUri: { uri: 'https://cdn.example/l.png' } },
      heroImage: { sourceUri: { uri: 'https://passdeck.example/api/uploads/h.png' } },
    });
    const loyalty = buildGooglePass(
      card('point_card', {
        ...images,
        info: { companyName: '', fields: [{ key: 'note', label: '', value: '' }] },
      }),
      'c',
      holder,
      issuer,
    );
    expect(loyalty.passClass).toMatchObject({ issuerName: 'Passdeck', heroImage: expect.any(Object) });
    expect(loyalty.passObject).not.toHaveProperty('loyaltyPoints');
    expect(loyalty.passObject.textModulesData[0]).toMatchObject({ header: ' ', body: ' ' });
    const turned = buildGooglePass(
      card('coupon', { couponSettings: { onRedeemPassType: 'stamp_card' } }),
      'c',
      { ...holder, redeemedAt: new Date() },
      issuer,
    );
    expect(turned.passObject.state).toBe('ACTIVE');
    const offer = buildGooglePass(card('coupon', images), 'c', holder, issuer);
    expect(offer.passClass).toMatchObject({
      titleImage: { sourceUri: { uri: 'https://cdn.example/l.png' } },
    });
  });
});
