import { render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CardInputSchema } from '#domain/cards/index.ts';
import { toCustomerDetails } from '#domain/customers/index.ts';
import { aPassHolder } from '../../test/fakes/wallet-fakes.ts';
import { AppProviders } from '../app/app-providers.tsx';
import { createI18n } from '../app/i18n.ts';
import { CustomerSummary } from './customer-summary.tsx';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});

const stampCard = CardInputSchema.parse({
  name: 'Coffee card',
  passType: 'stamp_card',
  loyaltySettings: { maxStamps: 10, resetAfterRedemption: false },
});

const summaryOf = (stamps: number, rewardsRedeemed = 0) => {
  const customer = toCustomerDetails(
    {
      ...aPassHolder({ stamps, rewardsRedeemed }),
      cardName: 'Coffee card',
      passType: 'stamp_card',
      loyaltyCardType: null,
      appleDevices: 0,
      lastActivityAt: null,
    },
    stampCard,
    [],
  );
  const { unmount } = render(
    <AppProviders container={new Container()} i18n={i18n}>
      <CustomerSummary customer={customer} />
    </AppProviders>,
  );
  // The code under the pass's QR code, which staff can type at a scanner, is shown too.
  // Grouped as the pass prints it under its QR code, so staff read the same thing in both places.
  expect(screen.getByTestId('customer-pass-code').textContent).toBe(
    `${customer.shortCode.slice(0, 4)} ${customer.shortCode.slice(4)}`,
  );
  const text = screen.getByTestId('customer-stamps').textContent;
  unmount();
  return text;
};

describe('CustomerSummary', () => {
  it('counts the stamps of a card being filled', () => {
    expect(summaryOf(3)).toBe('3 of 10');
  });
  it('reads 12 stamps on a 10-stamp card as 2 of 10 beside the reward ready, never 12 of 10', () => {
    expect(summaryOf(12)).toBe('2 of 10');
  });
  it('keeps a full card drawn full until its reward is taken', () => {
    expect(summaryOf(10)).toBe('10 of 10');
    expect(summaryOf(10, 1)).toBe('0 of 10');
  });
});
