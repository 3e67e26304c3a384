import type { BillingRepository } from './billing.repository.port.ts';
import type { Discount } from './currency.ts';

/** A referral code's discount, with the code. */
export type ReferralDiscount = Discount & { readonly code: string; readonly discountValue: string };

/** The discount an applied referral code gives now: none for no code, an unknown one or a retired one. */
export const referralDiscount = async (
  billing: Pick<BillingRepository, 'referral'>,
  code: string | null | undefined,
): Promise<ReferralDiscount | null> => {
  const referral = code ? await billing.referral(code) : null;
  return referral?.active
    ? { code: referral.code, discountType: referral.discountType, discountValue: referral.discountValue }
    : null;
};
