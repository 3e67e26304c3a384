import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SpendRule } from '#domain/loyalty/index.ts';
import { AppProviders } from '../app/app-providers.tsx';
import { createI18n } from '../app/i18n.ts';
import { SpendRuleLimits } from './spend-rule-limits.tsx';

const rate: SpendRule = {
  baseCurrency: 'EUR',
  baseAmount: '5',
  pointsPerBase: '1',
  rounding: 'exact',
  minAmount: '0',
  maxPointsPerTxn: null,
};

let german: i18n;
let english: i18n;
beforeAll(async () => {
  [german, english] = await Promise.all([createI18n('de'), createI18n('en')]);
});

const limitsText = (spend: SpendRule, i18n: i18n) => {
  const view = render(
    <AppProviders container={new Container()} i18n={i18n}>
      <SpendRuleLimits spend={spend} />
    </AppProviders>,
  );
  const text = view.queryByTestId('spend-rule-limits')?.textContent ?? '';
  view.unmount();
  return text;
};

describe('SpendRuleLimits', () => {
  it('says nothing for a plain rate', () => {
    expect(limitsText(rate, english)).toBe('');
  });

  it('names the minimum, the cap and whole-amounts counting as the dialog names them', () => {
    const limited = { ...rate, minAmount: '12.5', maxPointsPerTxn: '1500', rounding: 'block_floor' } as const;
    expect(limitsText(limited, english)).toBe(
      'Minimum purchase: €12.50 · Maximum points per purchase: 1,500 · Whole amounts only',
    );
    expect(limitsText({ ...rate, maxPointsPerTxn: 0 }, german)).toMatch(/: 0$/);
    expect(limitsText({ ...rate, minAmount: '12.5' }, german)).toMatch(/: 12,50\u00A0€$/);
  });
});
