import { describe, expect, it } from 'vitest';
import { CARD_LIMITS } from './card-limits.ts';
import { CardInputSchema } from './card-schema.ts';

const card = (extra: Record<string, unknown>) => ({ name: 'Coffee', passType: 'loyalty', ...extra });
const passFields = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ key: `f${i}`, label: 'L', value: 'V' }));
const questions = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ key: `q${i}`, label: 'Q', type: 'text' }));
const problemOf = (input: unknown) => {
  const parsed = CardInputSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('CARD_LIMITS: what the creator bounds is what every save enforces (issue 20 part 4)', () => {
  it('takes each limit and refuses one more', () => {
    const at = (limit: number) => [
      card({ loyaltyCardType: 'stamp', loyaltySettings: { maxStamps: limit } }),
      card({ info: { fields: passFields(limit) } }),
      card({ dataCollection: { fields: questions(limit) } }),
    ];
    const cases = [
      [CARD_LIMITS.maxStamps, 0, 'validation.out_of_range'],
      [CARD_LIMITS.passFields, 1, 'validation.too_many'],
      [CARD_LIMITS.dataFields, 2, 'validation.too_many'],
    ] as const;
    for (const [limit, index, code] of cases) {
      expect(problemOf(at(limit)[index])).toBeNull();
      expect(problemOf(at(limit + 1)[index])).toBe(code);
    }
  });

  it('bounds the coupon, the redeemed pass and the scanner cap', () => {
    const coupon = (couponSettings: Record<string, unknown>) => card({ passType: 'coupon', couponSettings });
    expect(problemOf(coupon({ expirationDays: CARD_LIMITS.couponDays }))).toBeNull();
    expect(problemOf(coupon({ expirationDays: CARD_LIMITS.couponDays + 1 }))).toBe('validation.out_of_range');
    expect(problemOf(coupon({ onRedeemFrontFields: passFields(CARD_LIMITS.redeemFields + 1) }))).toBe(
      'validation.too_many',
    );
    const stamp = (loyaltySettings: Record<string, unknown>) =>
      card({ loyaltyCardType: 'stamp', loyaltySettings });
    expect(problemOf(stamp({ maxStampsPerScan: CARD_LIMITS.stampsPerScan }))).toBeNull();
    expect(problemOf(stamp({ maxStampsPerScan: CARD_LIMITS.stampsPerScan + 1 }))).toBe(
      'validation.out_of_range',
    );
  });
});
