import { describe, expect, it } from 'vitest';
import { CardInputSchema, type CardInput } from '../cards/index.ts';
import {
  accessibleTextOn,
  appleStyleFor,
  buildPassPreview,
  contrastRatio,
  readableOn,
} from './pass-preview.ts';

const card = (over: Partial<CardInput> = {}) =>
  CardInputSchema.parse({
    name: 'Coffee ten',
    passType: 'stamp_card',
    info: {
      companyName: 'Café Sol',
      fields: [
        { key: 'position', label: 'Stamps', value: '' },
        { key: 'reward', label: 'Reward', value: 'Free coffee' },
        { key: 'offer', label: 'Offer', value: '10%', isCouponOnly: true },
        { key: 'terms', label: 'Terms', value: 'One per visit', displaySide: 'back' },
      ],
    },
    design: {
      font: { fontColor: '#FFFFFF', labelColor: '#00FF85' },
      image: { bgColor: '#7B61FF', logo: '/api/uploads/a.png' },
    },
    loyaltySettings: { maxStamps: 8 },
    ...over,
  });

describe('pass preview model', () => {
  it('lays out an Apple store card: stamps in the header, the rest below, a QR code', () => {
    const model = buildPassPreview(card(), {
      wallet: 'APPLE',
      side: 'FRONT',
      counters: { stamps: 3, points: 0 },
    });
    expect(model).toMatchObject({
      style: 'storeCard',
      colors: { background: '#7B61FF', foreground: '#FFFFFF', label: '#00FF85' },
      logo: '/api/uploads/a.png',
      logoText: 'Café Sol',
      headerFields: [{ key: 'position', value: '3 of 8' }],
      primaryFields: [],
      secondaryFields: [{ key: 'reward' }],
      stamps: { filled: 3, total: 8 },
      barcode: { format: 'QR' },
    });
  });
  it('uses readable, non-custom text colours on Google', () => {
    const model = buildPassPreview(card({ design: { image: { bgColor: '#FFFFFF' } } }), {
      wallet: 'GOOGLE',
      side: 'FRONT',
    });
    expect(model.colors).toEqual({ background: '#FFFFFF', foreground: '#1C1B22', label: '#1C1B22' });
    expect(readableOn('#7B61FF')).toBe('#FFFFFF');
  });
  it('shows back fields on the back and no barcode there', () => {
    const model = buildPassPreview(card(), { wallet: 'APPLE', side: 'BACK' });
    expect(model.backFields).toEqual([{ key: 'terms', label: 'Terms', value: 'One per visit' }]);
    expect(model.barcode).toBeNull();
  });
  it('switches a coupon between coupon and after-redeem', () => {
    const coupon = card({ passType: 'coupon', couponSettings: { onRedeemPassType: 'point_card' } });
    const before = buildPassPreview(coupon, { wallet: 'APPLE', side: 'FRONT', mode: 'coupon' });
    expect(before.style).toBe('coupon');
    expect(before.primaryFields.map((f) => f.key)).toEqual(['reward']);
    expect(before.secondaryFields.map((f) => f.key)).toEqual(['offer']);
    const after = buildPassPreview(coupon, {
      wallet: 'APPLE',
      side: 'FRONT',
      mode: 'afterRedeem',
      counters: { stamps: 0, points: 12 },
    });
    expect(after.style).toBe('storeCard');
    expect(after.headerFields[0]?.value).toBe('12');
    expect(after.stamps).toBeNull();
    expect(buildPassPreview(coupon, { wallet: 'APPLE', side: 'FRONT', redeemed: true }).voided).toBe(true);
  });
  it('shows a coupon that simply ends as a used coupon after redeem, never a stamp card', () => {
    const coupon = card({
      passType: 'coupon',
      loyaltyCardType: 'stamp',
      couponSettings: { onRedeemPassType: null, redemptionMessage: 'Enjoy!' },
    });
    const after = buildPassPreview(coupon, { wallet: 'APPLE', side: 'FRONT', mode: 'afterRedeem' });
    expect(after.style).toBe('coupon');
    expect(after.stamps).toBeNull();
    expect(after.voided).toBe(true);
    expect(after.primaryFields).toEqual([{ key: 'redemptionMessage', label: '', value: 'Enjoy!' }]);
    const google = buildPassPreview(coupon, { wallet: 'GOOGLE', side: 'FRONT', mode: 'afterRedeem' });
    expect(google.stamps).toBeNull();
    const before = buildPassPreview(coupon, { wallet: 'APPLE', side: 'FRONT', mode: 'coupon' });
    expect(before.voided).toBe(false);
    const turns = card({ passType: 'coupon', couponSettings: { onRedeemPassType: 'stamp_card' } });
    const stamp = buildPassPreview(turns, { wallet: 'APPLE', side: 'FRONT', mode: 'afterRedeem' });
    expect(stamp.stamps).not.toBeNull();
    expect(stamp.voided).toBe(false);
  });
  it('picks styles by kind', () => {
    expect(appleStyleFor({ passType: 'flyer', loyaltyCardType: null })).toBe('eventTicket');
    expect(appleStyleFor({ passType: 'business_card', loyaltyCardType: null })).toBe('generic');
    expect(appleStyleFor({ passType: 'loyalty', loyaltyCardType: 'level' })).toBe('storeCard');
    expect(
      buildPassPreview(card({ passType: 'flyer' }), { wallet: 'GOOGLE', side: 'FRONT' }).barcode,
    ).toBeNull();
  });
});

describe('passes without a counter lead with who they are for', () => {
  const links = [
    { key: 'phone' as const, label: '', value: '+44 20 7946 0958', isActive: true },
    { key: 'email' as const, label: 'Write to me', value: 'ana@example.com', isActive: true },
    { key: 'website' as const, label: '', value: 'https://example.com', isActive: false },
  ];
  it('puts the person and how to reach them on a business card', () => {
    const model = buildPassPreview(
      card({
        passType: 'business_card',
        info: { companyName: 'Studio Ana', personalName: 'Ana Kowalska', fields: [], socialLinks: links },
      }),
      { wallet: 'APPLE', side: 'FRONT' },
    );
    expect(model.style).toBe('generic');
    expect(model.primaryFields).toEqual([{ key: 'personalName', label: '', value: 'Ana Kowalska' }]);
    expect(model.secondaryFields).toEqual([
      { key: 'contact_phone', label: 'Phone', value: '+44 20 7946 0958' },
      { key: 'contact_email', label: 'Write to me', value: 'ana@example.com' },
    ]);
    const company = buildPassPreview(
      card({ passType: 'business_card', info: { companyName: 'Studio Ana', fields: [] } }),
      { wallet: 'APPLE', side: 'FRONT' },
    );
    expect(company.primaryFields[0]?.value).toBe('Studio Ana');
  });
  it('puts the member, or the membership, on a membership card', () => {
    const membership = card({
      passType: 'standard',
      info: {
        companyName: 'Gym One',
        passDescription: 'Gold membership',
        fields: [{ key: 'since', label: 'Since', value: '2024' }],
      },
    });
    const named = buildPassPreview(membership, { wallet: 'APPLE', side: 'FRONT', holderName: ' Ola ' });
    expect(named.primaryFields).toEqual([{ key: 'memberName', label: 'Member', value: 'Ola' }]);
    expect(named.secondaryFields.map((f) => f.key)).toEqual(['since']);
    const unnamed = buildPassPreview(membership, { wallet: 'GOOGLE', side: 'FRONT' });
    expect(unnamed.primaryFields).toEqual([
      { key: 'membership', label: 'Gym One', value: 'Gold membership' },
    ]);
    const bare = buildPassPreview(card({ passType: 'standard', info: { companyName: '', fields: [] } }), {
      wallet: 'APPLE',
      side: 'FRONT',
    });
    expect(bare.primaryFields[0]?.value).toBe('Membership');
  });
});

describe('text colours that read', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    // requirements §10.1: white on the brand violet is 4.2:1, the mint label on it about 3.1:1.
    expect(contrastRatio('#FFFFFF', '#7B61FF')).toBeCloseTo(4.2, 1);
    expect(contrastRatio('#00FF85', '#7B61FF')).toBeCloseTo(3.1, 1);
  });
  it('keeps a colour that reads and replaces one that does not', () => {
    expect(accessibleTextOn('#FFFFFF', '#1C1B22')).toBe('#1C1B22');
    expect(accessibleTextOn('#7B61FF', '#00FF85')).toBe('#000000');
    expect(accessibleTextOn('#1C1B22', '#333333')).toBe('#FFFFFF');
    for (const background of ['#7B61FF', '#777777', '#B8BCFA', '#00FF85', '#123456', '#FF0000'])
      expect(contrastRatio(accessibleTextOn(background, background), background)).toBeGreaterThanOrEqual(4.5);
  });
  it('picks the dark or light text with more contrast', () => {
    expect(readableOn('#B8BCFA')).toBe('#1C1B22');
    expect(readableOn('#1C1B22')).toBe('#FFFFFF');
  });
});
