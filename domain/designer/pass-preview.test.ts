import { describe, expect, it } from 'vitest';
import { CardInputSchema, type CardInput } from '../cards/index.ts';
import { appleStyleFor, buildPassPreview, readableOn } from './pass-preview.ts';

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
      headerFields: [{ key: 'position', value: '3/8' }],
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
  it('picks styles by kind', () => {
    expect(appleStyleFor({ passType: 'flyer', loyaltyCardType: null })).toBe('eventTicket');
    expect(appleStyleFor({ passType: 'business_card', loyaltyCardType: null })).toBe('generic');
    expect(appleStyleFor({ passType: 'loyalty', loyaltyCardType: 'level' })).toBe('storeCard');
    expect(
      buildPassPreview(card({ passType: 'flyer' }), { wallet: 'GOOGLE', side: 'FRONT' }).barcode,
    ).toBeNull();
  });
});
