import type { BillingRepository } from './billing.repository.port.ts';
import { Dec, toMoneyString } from '../shared/decimal.ts';
import { applyDiscount, type Currency, type Discount } from './currency.ts';
import { priceFor, type Plan } from './plans.ts';

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

/** A plan's price in a currency with the business's referral discount, and the lines an invoice shows. */
export interface DiscountedPrice {
  readonly listPrice: string;
  readonly discountAmount: string;
  readonly price: string;
  readonly discount: ReferralDiscount | null;
}

/** What a plan costs a business in a currency: the list price, less its referral code's discount. */
export const discountedPrice = async (
  billing: Pick<BillingRepository, 'referral'>,
  plan: Plan,
  currency: Currency,
  code: string | null | undefined,
): Promise<DiscountedPrice> => {
  const discount = await referralDiscount(billing, code);
  const listPrice = applyDiscount(priceFor(plan, currency).price, null);
  const price = applyDiscount(listPrice, discount);
  return { listPrice, price, discountAmount: toMoneyString(new Dec(listPrice).minus(price)), discount };
};
