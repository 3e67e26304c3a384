import { domainError, err, ok, type Result } from '../shared/result.ts';
import { ReferralCodeSchema, type DiscountInfo, type ReferralPreview } from './billing-views.ts';
import type { BillingRepository } from './billing.repository.port.ts';
import { normalizeReferralCode } from './currency.ts';
import { referralDiscount } from './referral-discount.ts';

type Deps = { billing: BillingRepository };

/** What `GET /api/referrals/preview/{code}` says beside `isValid` (requirements §8 Referral). */
export const REFERRAL_PREVIEW_MESSAGES = Object.freeze({
  valid: 'Referral code applied',
  invalid: 'Invalid referral code',
});

/** `GET /api/referrals/preview/{CODE}`: what a code is worth; an unknown or retired code is `isValid: false`. */
export const previewReferral =
  ({ billing }: Deps) =>
  async (rawCode: string): Promise<ReferralPreview> => {
    const normalized = normalizeReferralCode(rawCode);
    const code = normalized.ok ? normalized.code : '';
    const parsed = ReferralCodeSchema.safeParse(code);
    const referral = parsed.success ? await billing.referral(parsed.data) : null;
    return referral?.active
      ? {
          isValid: true,
          code: referral.code,
          discountType: referral.discountType,
          discountValue: referral.discountValue,
        }
      : { isValid: false, code, discountType: null, discountValue: null };
  };

const NO_DISCOUNT: DiscountInfo = Object.freeze({
  hasDiscount: false,
  code: null,
  discountType: null,
  discountValue: null,
});

/** `GET /api/referrals/discount-info`: the discount the business's applied referral code gives. */
export const discountInfo =
  ({ billing }: Deps) =>
  async (businessId: string): Promise<DiscountInfo> => {
    const discount = await referralDiscount(billing, (await billing.subscription(businessId))?.referralCode);
    return discount ? { hasDiscount: true, ...discount } : NO_DISCOUNT;
  };

/**
 * `POST /api/referrals/apply`: keeps a valid code on the business, so what it buys next is
 * discounted (the pricing page and checkout show the discounted prices).
 */
export const applyReferral =
  ({ billing, clock }: Deps & { clock: { now(): Date } }) =>
  async (businessId: string, code: string): Promise<Result<DiscountInfo>> => {
    const referral = await billing.referral(code);
    if (!referral?.active) return err(domainError('billing.referral_invalid', undefined, 'code'));
    const stored = await billing.subscription(businessId);
    if (!stored) return err(domainError('billing.business_not_found'));
    await billing.saveSubscription({ ...stored, referralCode: referral.code }, clock.now());
    return ok({
      hasDiscount: true,
      code: referral.code,
      discountType: referral.discountType,
      discountValue: referral.discountValue,
    });
  };
