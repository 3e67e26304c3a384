import { describe, expect, it } from 'vitest';
import { formatCardStats } from './card-stats.ts';
import {
  addOption,
  editOption,
  hasOptions,
  removeOption,
  DATA_COLLECTION_DEFAULT_MESSAGE,
} from './data-collection.ts';
import { CAMPAIGN_DEFAULT_COLORS, DESIGN_DEFAULTS, hexToRgb, parseHexColor } from './design.ts';
import { fieldsForSide, isComputedField, type FieldCard } from './fields.ts';
import { clampRadius, locationMessageFor, parseCoordinate, radiusInImperial } from './location.ts';
import { isValidationEnabled, normalizeLoyaltySettings } from './loyalty-settings.ts';
import {
  creatorPathFor,
  displayKindOf,
  creatorTypeFor,
  isCouponCapable,
  loyaltyKindOf,
  PASS_TYPES,
  redemptionPolicy,
} from './pass-types.ts';
import { clampQrText, QR_CODE_DEFAULT_STATE, qrDownloadCanvas } from './qr.ts';
import { CardInputSchema } from './card-schema.ts';
import { demoCardContent, ENGLISH_CARD_TEMPLATE } from './demo-cards.ts';

describe('pass types', () => {
  it('maps the selected kind to the creator query (requirements §2.1)', () => {
    expect(creatorTypeFor('stamp_card')).toEqual({ type: 'loyalty', loyaltyCardType: 'stamp' });
    expect(creatorTypeFor('point_card')).toEqual({ type: 'loyalty', loyaltyCardType: 'point' });
    expect(creatorTypeFor('level_card')).toEqual({ type: 'loyalty', loyaltyCardType: 'level' });
    expect(creatorTypeFor('coupon')).toEqual({ type: 'coupon' });
    expect(creatorPathFor('stamp_card')).toBe('/creator?type=loyalty&loyaltyCardType=stamp');
    expect(creatorPathFor('flyer')).toBe('/creator?type=flyer');
  });
  it('knows how each kind is redeemed (requirements §1)', () => {
    expect(redemptionPolicy('coupon')).toBe('single-use');
    expect(redemptionPolicy('flyer')).toBe('none');
    expect(redemptionPolicy('business_card')).toBe('none');
    for (const t of ['loyalty', 'stamp_card', 'point_card', 'level_card'] as const)
      expect(redemptionPolicy(t)).toBe('repeatable');
    expect(PASS_TYPES).toHaveLength(8);
    expect(loyaltyKindOf('loyalty', 'level')).toBe('level');
    expect(loyaltyKindOf('loyalty')).toBe('stamp');
    expect(isCouponCapable('coupon')).toBe(true);
    expect(isCouponCapable('flyer')).toBe(false);
    expect(displayKindOf('loyalty', 'stamp')).toBe('stamp_card');
    expect(displayKindOf('loyalty', null)).toBe('loyalty');
    expect(displayKindOf('coupon', 'point')).toBe('coupon');
  });
});

describe('loyalty settings (requirements §3, §9)', () => {
  it('accepts an object, a JSON string or a broken string and fills the defaults', () => {
    const defaults = normalizeLoyaltySettings(undefined);
    expect(defaults).toMatchObject({
      maxStamps: 10,
      resetAfterRedemption: true,
      rewardMessage: 'Free item',
      pointsPerVisit: 1,
      pointsToRedeem: 10,
      validation: { enabled: false },
    });
    expect(defaults.levels.map((l) => [l.name, l.pointsRequired])).toEqual([
      ['Bronze', 0],
      ['Silver', 100],
      ['Gold', 300],
    ]);
    expect(normalizeLoyaltySettings('{"maxStamps": 8, "validation": {"enabled": true}}')).toMatchObject({
      maxStamps: 8,
      validation: { enabled: true },
    });
    expect(normalizeLoyaltySettings('{not json')).toEqual(defaults);
    expect(normalizeLoyaltySettings('[1,2]')).toEqual(defaults);
    expect(
      normalizeLoyaltySettings({
        maxStamps: '12',
        resetAfterRedemption: false,
        rewardMessage: '  ',
        pointsPerVisit: -1,
      }),
    ).toMatchObject({
      maxStamps: 12,
      resetAfterRedemption: false,
      rewardMessage: 'Free item',
      pointsPerVisit: 1,
    });
    expect(normalizeLoyaltySettings({ levels: [{ pointsRequired: '50' }, null] }).levels).toEqual([
      { name: 'Bronze', pointsRequired: 50, benefits: 'No benefits specified' },
    ]);
    expect(normalizeLoyaltySettings({ validation: '{"enabled":true}' }).validation.enabled).toBe(true);
  });
  it('reads validation from the card or from its loyalty settings', () => {
    expect(isValidationEnabled({ validation: { enabled: true } })).toBe(true);
    expect(isValidationEnabled({ loyaltySettings: '{"validation":{"enabled":true}}' })).toBe(true);
    expect(isValidationEnabled({ validation: { enabled: false }, loyaltySettings: {} })).toBe(false);
  });
});

describe('design', () => {
  it('has the requirements §3 defaults', () => {
    expect(DESIGN_DEFAULTS).toMatchObject({
      fontFamily: 'Arial',
      fontStyle: '400',
      fontSize: 12,
      labelColor: '#000000',
      fontColor: '#000000',
      bgColor: '#B8BCFA',
      transparent: 100,
    });
    expect(CAMPAIGN_DEFAULT_COLORS).toEqual({ background: '#7B61FF', text: '#FFFFFF', label: '#00FF85' });
  });
  it('accepts only #RGB and #RRGGBB (requirements §5)', () => {
    expect(parseHexColor('#abc')).toBe('#ABC');
    expect(parseHexColor(' #7b61ff ')).toBe('#7B61FF');
    for (const bad of ['7B61FF', '#12345', '#GGG', '#1234567', '', null, undefined])
      expect(parseHexColor(bad)).toBeNull();
    expect(hexToRgb('#7B61FF')).toBe('rgb(123, 97, 255)');
    expect(hexToRgb('#fff')).toBe('rgb(255, 255, 255)');
    expect(hexToRgb('red')).toBeNull();
  });
});

describe('locations', () => {
  it('snaps the radius to 50–1000 step 50, default 150', () => {
    expect(clampRadius(undefined)).toBe(150);
    expect(clampRadius('abc')).toBe(150);
    expect(clampRadius(10)).toBe(50);
    expect(clampRadius(5000)).toBe(1000);
    expect(clampRadius(174)).toBe(150);
    expect(clampRadius('176')).toBe(200);
    expect(radiusInImperial(150)).toEqual({ feet: 492, yards: 164 });
  });
  it('reads coordinates, invalid becomes 0', () => {
    expect(parseCoordinate('52.2297001')).toBe(52.2297);
    expect(parseCoordinate('21,0122')).toBe(21.0122);
    expect(parseCoordinate('north')).toBe(0);
    expect(parseCoordinate(null)).toBe(0);
    expect(parseCoordinate(-0.1234567)).toBe(-0.123457);
    expect(locationMessageFor('Café Sol')).toBe("You're near Café Sol!");
  });
});

describe('QR code', () => {
  it('sizes the download canvas (requirements §9)', () => {
    expect(qrDownloadCanvas(128, false, false)).toEqual({ width: 832, height: 832 });
    expect(qrDownloadCanvas(128, true, true)).toEqual({ width: 832, height: 1072 });
    expect(QR_CODE_DEFAULT_STATE).toEqual({
      isVisible: true,
      isCustom: false,
      customLink: '',
      customText: '',
    });
  });
  it('cuts captions at 50 characters without splitting an emoji', () => {
    expect(clampQrText('a'.repeat(60))).toHaveLength(50);
    const emojis = '👍🏽'.repeat(60);
    expect([...new Intl.Segmenter().segment(clampQrText(emojis))]).toHaveLength(50);
  });
});

describe('data collection', () => {
  it('adds trimmed, non-empty, unique options', () => {
    expect(addOption(['Small'], '  Large ')).toEqual(['Small', 'Large']);
    expect(addOption(['Small'], 'small')).toEqual(['Small']);
    expect(addOption(['Small'], '   ')).toEqual(['Small']);
    expect(editOption(['A', 'B'], 1, ' C ')).toEqual(['A', 'C']);
    expect(editOption(['A', 'B'], 1, 'a')).toEqual(['A', 'B']);
    expect(editOption(['A', 'B'], 0, '')).toEqual(['B']);
    expect(editOption(['A'], 5, 'x')).toEqual(['A']);
    expect(removeOption(['A', 'B'], 0)).toEqual(['B']);
    expect(hasOptions('select')).toBe(true);
    expect(hasOptions('text')).toBe(false);
    expect(DATA_COLLECTION_DEFAULT_MESSAGE).toBe('Please provide your information to receive your pass.');
  });
});

describe('fieldsForSide', () => {
  const fields = [
    { key: 'position', label: 'Stamps', value: '' },
    { key: 'personalName', label: 'Name', value: 'fallback' },
    { key: 'offer', label: 'Offer', value: '10% off', isCouponOnly: true },
    { key: 'club', label: 'Club', value: 'Members', isLoyaltyOnly: true },
    {
      key: 'terms',
      label: 'Terms',
      value: 'One per visit',
      displaySide: 'back' as const,
      clickLabel: 'Read',
    },
  ];
  const stampCard: FieldCard = {
    passType: 'stamp_card',
    info: { personalName: 'Ana', fields },
    loyaltySettings: { maxStamps: 8 },
  };

  it('puts each field on its side and fills the special keys', () => {
    expect(fieldsForSide(stampCard, 'FRONT', undefined, { stamps: 3, points: 0 })).toEqual([
      { key: 'position', label: 'Stamps', value: '3 of 8' },
      { key: 'personalName', label: 'Name', value: 'Ana' },
      { key: 'club', label: 'Club', value: 'Members' },
    ]);
    expect(fieldsForSide(stampCard, 'BACK')).toEqual([
      { key: 'terms', label: 'Terms', value: 'One per visit', clickLabel: 'Read' },
    ]);
  });
  it('fills in exactly the computed keys; every other field shows what the owner typed', () => {
    const shown = fieldsForSide(stampCard, 'FRONT', undefined, { stamps: 3, points: 0 });
    const filled = shown.filter((f) => f.value !== fields.find((typed) => typed.key === f.key)?.value);
    expect(filled.map((f) => f.key)).toEqual(shown.map((f) => f.key).filter(isComputedField));
    expect(['position', 'personalName', 'offer'].map(isComputedField)).toEqual([true, true, false]);
  });
  it('shows points, and the points number on a level card', () => {
    expect(
      fieldsForSide({ ...stampCard, passType: 'point_card' }, 'FRONT', undefined, {
        stamps: 0,
        points: 42,
      })[0]?.value,
    ).toBe('42');
    expect(
      fieldsForSide({ ...stampCard, passType: 'loyalty', loyaltyCardType: 'level' }, 'FRONT', undefined, {
        stamps: 0,
        points: 150,
      })[0]?.value,
    ).toBe('150');
  });
  it('switches coupon-only and loyalty-only fields with the coupon preview mode', () => {
    const coupon: FieldCard = {
      ...stampCard,
      passType: 'coupon',
      couponSettings: {
        onRedeemPassType: 'point_card',
        onRedeemFrontFields: [{ key: 'club', label: 'Club', value: 'Gold' }],
      },
    };
    expect(fieldsForSide(coupon, 'FRONT', 'coupon').map((f) => f.key)).toEqual([
      'position',
      'personalName',
      'offer',
    ]);
    const after = fieldsForSide(coupon, 'FRONT', 'afterRedeem', { stamps: 0, points: 5 });
    expect(after.map((f) => f.key)).toEqual(['position', 'personalName', 'club', 'club']);
    expect(after.at(-1)?.value).toBe('Gold');
    expect(after[0]?.value).toBe('5');
    const flyer: FieldCard = { passType: 'flyer', info: { fields } };
    expect(fieldsForSide(flyer, 'FRONT').map((f) => f.key)).toEqual(['position', 'personalName']);
    expect(fieldsForSide(flyer, 'FRONT')[1]?.value).toBe('fallback');
  });
});

describe('card stats', () => {
  it('reads the spec names and formats the date en-GB', () => {
    const stats = formatCardStats({
      meesageSentLast7days: 3,
      installAllTime: 12,
      createdAt: '2026-03-05T10:00:00Z',
    });
    expect(stats.rows[0]).toEqual({ key: 'messagesLast7Days', value: 3 });
    expect(stats.rows[5]).toEqual({ key: 'installsAllTime', value: 12 });
    expect(stats.createdAt).toBe('05/03/2026');
    expect(stats.hasData).toBe(true);
    expect(formatCardStats(null)).toMatchObject({ hasData: false, createdAt: null });
    expect(formatCardStats({ createdAt: 'garbage' }).createdAt).toBeNull();
  });
});

describe('ready-made cards (issue 23)', () => {
  it('carry the business, a counter of the right kind, example fields and a reward, in the words given', () => {
    const texts = {
      ...ENGLISH_CARD_TEMPLATE,
      stamps: 'Stempel',
      points: 'Punkte',
      termsValue: 'Einmal pro Besuch.',
    };
    const point = demoCardContent('loyalty', 'Café Sol', texts, 'point');
    expect(point).toMatchObject({
      passType: 'loyalty',
      loyaltyCardType: 'point',
      info: { companyName: 'Café Sol' },
    });
    expect(point.info?.fields?.map((field) => field.label)).toEqual(['Punkte', 'Terms']);
    expect(demoCardContent('loyalty', 'Café Sol', texts).info?.fields?.[0]?.label).toBe('Stempel');
    expect(demoCardContent('level_card', 'Café Sol', texts).info?.fields?.[0]?.label).toBe('Punkte');
    const flyer = demoCardContent('flyer', 'Café Sol', texts);
    expect(flyer.loyaltyCardType).toBeNull();
    expect(flyer.info?.fields?.map((field) => field.key)).toEqual(['event', 'terms']);
    expect(flyer.info?.fields?.at(-1)).toMatchObject({ value: 'Einmal pro Besuch.', displaySide: 'back' });
    // Every kind parses as a card.
    for (const kind of PASS_TYPES)
      expect(CardInputSchema.parse(demoCardContent(kind, 'Café Sol', texts)).name).toBeTruthy();
  });
});
