import { describe, expect, it } from 'vitest';
import { aPassHolder } from '../../test/fakes/wallet-fakes.ts';
import { CardInputSchema, demoCardContent } from '../cards/index.ts';
import { PASS_TYPES } from '../cards/index.ts';
import { GOOGLE_PASS_SCHEMAS, GoogleLoyaltyClassSchema } from './google-pass-schema.ts';
import { buildGooglePass, googleKindFor, googleSavePayload } from './google-pass.ts';
import { parseInitialLogoFile } from './initial-logo.ts';
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
  it("leads an offer's text with its offer, and puts the contact links in the links module", () => {
    const coupon = card('coupon', {
      info: {
        companyName: 'Café Sol',
        fields: [{ key: 'offer', label: 'Offer', value: '10% off', displaySide: 'front' }],
        socialLinks: [
          { key: 'phone', value: '+44 20 7946 0958', isActive: true },
          { key: 'website', label: 'Menu', value: 'cafe.example/menu', isActive: true },
          { key: 'email', value: 'not an address', isActive: true },
        ],
      },
    });
    const pass = buildGooglePass(coupon, 'card-1', holder, issuer);
    expect(GOOGLE_PASS_SCHEMAS.offer.passObject.safeParse(pass.passObject).success).toBe(true);
    expect(pass.passObject.textModulesData?.[0]).toEqual({ id: 'm0', header: 'Offer', body: '10% off' });
    expect(pass.passObject.textModulesData?.some((m) => m.body.includes('+44'))).toBe(false);
    expect(pass.passObject.linksModuleData).toEqual({
      uris: [
        { id: 'l0', uri: 'tel:+442079460958', description: 'Phone' },
        { id: 'l1', uri: 'https://cafe.example/menu', description: 'Menu' },
      ],
    });
    // A card without links sends no links module.
    expect(
      buildGooglePass(card('coupon'), 'card-1', holder, issuer).passObject.linksModuleData,
    ).toBeUndefined();
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
      loyaltyPoints: { balance: { string: '4 of 10' } },
    });
    expect(Object.keys(googleSavePayload(pass))).toEqual(['loyaltyClasses', 'loyaltyObjects']);

    // A card written in German reads German: the counter, its fallback label, the texts' language.
    const unlabelled = [{ key: 'position', label: '', value: '' }];
    const german = card('stamp_card', {
      info: { language: 'de', companyName: 'Café Sol', fields: unlabelled },
    });
    const shown = buildGooglePass(german, 'card-1', holder, issuer).passObject;
    expect(shown).toMatchObject({ loyaltyPoints: { label: 'Stempel', balance: { string: '4 von 10' } } });
    const generic = buildGooglePass(card('standard', { info: { language: 'pl' } }), 'c', holder, issuer);
    expect(JSON.stringify(generic.passObject)).toContain('"language":"pl"');
    expect(JSON.stringify(generic.passObject)).not.toContain('"language":"en"');
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
    expect(loyalty.passObject.textModulesData?.[0]).toMatchObject({ header: ' ', body: ' ' });
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

describe('Google Wallet pass — only fields Google has', () => {
  const initial = 'https://passdeck.example/api/uploads/initial-43-7b61ff.png';
  it('puts the background colour on classes and generic objects, never on loyalty or offer objects', () => {
    for (const passType of PASS_TYPES) {
      const pass = buildGooglePass(card(passType), 'c', holder, issuer);
      if (pass.kind === 'generic') {
        expect(pass.passClass).not.toHaveProperty('hexBackgroundColor');
        expect(pass.passObject.hexBackgroundColor).toBe('#7B61FF');
      } else {
        expect(pass.passClass.hexBackgroundColor).toBe('#7B61FF');
        expect(pass.passObject).not.toHaveProperty('hexBackgroundColor');
      }
    }
  });
  it('always gives a loyalty class a program logo: the card’s, or the issuer’s initial on its colour', () => {
    const plain = buildGooglePass(card('point_card'), 'c', holder, issuer);
    expect(plain.kind === 'loyalty' && plain.passClass.programLogo).toEqual({ sourceUri: { uri: initial } });
    const unnamed = buildGooglePass(
      card('stamp_card', { info: { companyName: '' }, design: { image: { bgColor: '#0A0' } } }),
      'c',
      holder,
      issuer,
    );
    expect(GOOGLE_PASS_SCHEMAS.loyalty.passClass.safeParse(unnamed.passClass).success).toBe(true);
    expect(unnamed.passClass).toMatchObject({
      issuerName: 'Passdeck',
      hexBackgroundColor: '#0A0',
      programLogo: { sourceUri: { uri: 'https://passdeck.example/api/uploads/initial-50-00aa00.png' } },
    });
  });
  it('links an initial logo the uploads can draw, whatever the name and colour notation', () => {
    const cases = [
      ['Café Sol', '#7B61FF', 'C', '#7b61ff'],
      ['東京ラーメン', '#0A0', '東', '#00aa00'],
      ['🍕 Pizza', '#fff', '🍕', '#ffffff'],
      ['  ', '#000000', 'P', '#000000'],
    ] as const;
    for (const [companyName, bgColor, initial, background] of cases) {
      const pass = buildGooglePass(
        card('stamp_card', { info: { companyName }, design: { image: { bgColor } } }),
        'c',
        holder,
        { ...issuer, issuerName: 'Passdeck' },
      );
      const uri = pass.kind === 'loyalty' ? pass.passClass.programLogo.sourceUri.uri : '';
      expect(parseInitialLogoFile(uri.split('/').pop()!)).toMatchObject({ initial, background });
    }
  });
  it('gives offer classes and generic objects the same initial logo when the card has none', () => {
    expect(buildGooglePass(card('coupon'), 'c', holder, issuer).passClass).toMatchObject({
      titleImage: { sourceUri: { uri: initial } },
    });
    expect(buildGooglePass(card('flyer'), 'c', holder, issuer).passObject).toMatchObject({
      logo: { sourceUri: { uri: initial } },
    });
  });
  it('asks Google for save and delete callbacks on every class, only at a public https address', () => {
    for (const kind of PASS_TYPES) {
      const pass = buildGooglePass(card(kind), 'card-1', holder, issuer);
      expect(pass.passClass.callbackOptions, kind).toEqual({
        url: 'https://passdeck.example/api/wallet/google/callback',
      });
      const local = buildGooglePass(card(kind), 'card-1', holder, {
        ...issuer,
        publicUrl: 'http://localhost:3000',
      });
      expect(local.passClass.callbackOptions, kind).toBeUndefined();
    }
  });
  it("labels an unlabelled counter in the card's language", () => {
    const fields = [{ key: 'position', label: '', value: '' }];
    const pass = buildGooglePass(card('point_card', { info: { fields } }), 'c', holder, issuer);
    expect(pass.passObject).toMatchObject({ loyaltyPoints: { label: 'Points', balance: { string: '0' } } });
    const dutch = buildGooglePass(
      card('point_card', { info: { fields, language: 'nl' } }),
      'c',
      holder,
      issuer,
    );
    expect(dutch.passObject).toMatchObject({ loyaltyPoints: { label: 'Punten' } });
  });
  it('names the save-link lists after the pass type', () => {
    expect(Object.keys(googleSavePayload(buildGooglePass(card('coupon'), 'c', holder, issuer)))).toEqual([
      'offerClasses',
      'offerObjects',
    ]);
    expect(Object.keys(googleSavePayload(buildGooglePass(card('standard'), 'c', holder, issuer)))).toEqual([
      'genericClasses',
      'genericObjects',
    ]);
  });
  it('refuses unknown fields, a loyalty class without a logo and review states only Google sets', () => {
    const pass = buildGooglePass(card('stamp_card'), 'c', holder, issuer);
    const { loyalty, offer, generic } = GOOGLE_PASS_SCHEMAS;
    const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
      result.error?.issues.map((i) => i.path.join('.'));
    expect(
      paths(loyalty.passObject.safeParse({ ...pass.passObject, hexBackgroundColor: '#7B61FF' })),
    ).toEqual(['']);
    expect(
      paths(
        loyalty.passObject.safeParse({
          ...pass.passObject,
          loyaltyPoints: { label: 'Stamps', balance: { string: '1/10', color: 'red' } },
        }),
      ),
    ).toEqual(['loyaltyPoints.balance']);
    const { programLogo: _logo, ...noLogo } = GoogleLoyaltyClassSchema.parse(pass.passClass);
    expect(paths(loyalty.passClass.safeParse(noLogo))).toEqual(['programLogo']);
    expect(paths(loyalty.passClass.safeParse({ ...pass.passClass, reviewStatus: 'APPROVED' }))).toEqual([
      'reviewStatus',
    ]);
    const coupon = buildGooglePass(card('coupon'), 'c', holder, issuer);
    expect(offer.passObject.safeParse({ ...coupon.passObject, hexBackgroundColor: '#000000' }).success).toBe(
      false,
    );
    const flyer = buildGooglePass(card('flyer'), 'c', holder, issuer);
    expect(generic.passObject.safeParse(flyer.passObject).success).toBe(true);
    expect(
      paths(
        generic.passObject.safeParse({
          ...flyer.passObject,
          textModulesData: [{ id: 'a.b', header: 'h', body: 'b' }],
        }),
      ),
    ).toEqual(['textModulesData.0.id']);
  });
});
