import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecimalInput } from '#domain/shared/index.ts';
import { usePriceFormat } from '../app/use-price-format.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import {
  BillingUseCases,
  REFERRAL_CODE_MAX_LENGTH,
  type Currency,
  type ReferralPreview,
} from '#domain/billing/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useErrorText } from '../app/use-error-text.ts';

/** The refusals the spec words itself (requirements §8 Referral); any other failure is "failed to check". */
const WORDED = ['billing.referral_required', 'billing.referral_invalid'];

/** "20%" (as the reader's language writes it) or "PLN 10.00": what a checked code takes off. */
export const discountText = (
  referral: Pick<ReferralPreview, 'discountType' | 'discountValue'>,
  currency: Currency,
  money: (amount: DecimalInput, currency: Currency) => string,
  percent: (n: number) => string,
) =>
  referral.discountType === 'PERCENTAGE'
    ? percent(Number(referral.discountValue ?? 0))
    : money(referral.discountValue ?? 0, currency);

/**
 * A referral code checked before buying (requirements §5): the prices on the page then show the
 * discount, and choosing a plan takes the code along. `initialCode` (from the page's address) is
 * checked at once, so a shared or reloaded link keeps its discount.
 */
export const ReferralField = ({
  referral,
  currency,
  onChange,
  initialCode = null,
}: {
  referral: ReferralPreview | null;
  currency: Currency;
  onChange: (referral: ReferralPreview | null) => void;
  initialCode?: string | null;
}) => {
  const { t } = useTranslation('pricing');
  const money = usePriceFormat();
  const { percent } = useLocaleFormat();
  const errorText = useErrorText();
  const check = useInjection(BillingUseCases.checkReferralCode);
  const titleId = useId();
  const [code, setCode] = useState(initialCode ?? '');
  const [error, setError] = useState<string | null>(null);
  // A code from the address is being checked from the first render.
  const [busy, setBusy] = useState(Boolean(initialCode));

  const settle = (result: Awaited<ReturnType<typeof check>>) => {
    setBusy(false);
    if (result.ok) {
      setError(null);
      setCode(result.value.code);
      onChange(result.value);
    } else {
      onChange(null);
      setError(WORDED.includes(result.error.code) ? errorText(result.error) : t('referral.checkFailed'));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    void check(code).then(settle);
  };
  useEffect(() => {
    if (initialCode) void check(initialCode).then(settle);
    // Once, for the code the page opened with; later codes are checked on submit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p="lg"
      maw={560}
      mx="auto"
      w="100%"
    >
      <Title order={2} fz="md" mb="sm" id={titleId}>
        {t('referral.title')}
      </Title>
      {referral ? (
        <Stack gap="xs" align="flex-start">
          <Text role="status">
            {t('referral.applied', {
              code: referral.code,
              discount: discountText(referral, currency, money, percent),
            })}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setCode('');
              onChange(null);
            }}
          >
            {t('referral.remove')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={t('referral.label')}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={error}
              maxLength={REFERRAL_CODE_MAX_LENGTH}
              autoComplete="off"
              style={{ flex: 1 }}
              styles={{ input: { textTransform: 'uppercase' } }}
            />
            <Button type="submit" variant="default" loading={busy} mt={25}>
              {t('referral.check')}
            </Button>
          </Group>
        </form>
      )}
    </Paper>
  );
};
