import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingUseCases, type PaymentMethod } from '#domain/billing/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { STRONG_TEXT } from '../app/theme.ts';

/** Saved cards with the default marked; another can be made the default. */
export const PaymentMethods = ({
  methods,
  onChanged,
}: {
  methods: readonly PaymentMethod[];
  onChanged: () => void;
}) => {
  const { t } = useTranslation('billing', { keyPrefix: 'billing' });
  const makeDefault = useInjection(BillingUseCases.makeDefaultPaymentMethod);
  const [busy, setBusy] = useState<string | null>(null);
  if (methods.length === 0) return <Text c="dimmed">{t('noMethods')}</Text>;
  const choose = async (id: string) => {
    setBusy(id);
    const result = await makeDefault(id);
    setBusy(null);
    if (!result.ok) return notify.error(t('defaultFailed'));
    notify.success(t('defaultSet'));
    onChanged();
  };
  return (
    <Stack gap="sm">
      {methods.map((method) => {
        const name = t('cardName', { brand: method.brand, last4: method.last4 });
        return (
          <Group key={method.id} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <IconCreditCard size={20} aria-hidden />
              <Stack gap={0}>
                <Text fw={500}>{name}</Text>
                <Text fz="sm" c="dimmed">
                  {t('expires', { month: String(method.expMonth).padStart(2, '0'), year: method.expYear })}
                </Text>
              </Stack>
            </Group>
            {method.isDefault ? (
              <Badge variant="light" c={STRONG_TEXT.violet}>
                {t('default')}
              </Badge>
            ) : (
              <Button
                variant="subtle"
                size="compact-sm"
                loading={busy === method.id}
                onClick={() => void choose(method.id)}
                aria-label={t('makeDefaultNamed', { name })}
              >
                {t('makeDefault')}
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
};
