import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WIZARD_ADVANCE_AFTER_MESSAGE_MS, type TestCheck } from '#domain/testing-wizard/index.ts';
import { MessageComposer, MessageUpgradeModal } from '../cards/message-composer.tsx';
import type { TestCustomer } from './test-customer-step.tsx';

/**
 * requirements §2.3 step 3: a test notification to the test customer's pass alone (never to the card's
 * real customers). The step waits until the server has seen it delivered to that pass, then
 * moves on by itself after 2 seconds.
 */
export const MessageStep = ({
  cardId,
  customer,
  check,
  onSent,
  onAdvance,
}: {
  cardId: string;
  customer: TestCustomer | null;
  /** The message check as last seen: a new delivery shows as a new time. */
  check: TestCheck | undefined;
  onSent: () => void;
  onAdvance: () => void;
}) => {
  const { t } = useTranslation('cards');
  // The delivery seen before this send: only a later one proves this message arrived.
  const [sentAfter, setSentAfter] = useState<string | null | undefined>(undefined);
  const [upgrade, setUpgrade] = useState(false);
  const sent = sentAfter !== undefined;
  const delivered = sent && check?.state === 'done' && check.at !== sentAfter;
  useEffect(() => {
    if (!delivered) return;
    // Leaving the step first (Back, Next) cancels the automatic move.
    const timer = setTimeout(onAdvance, WIZARD_ADVANCE_AFTER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [delivered, onAdvance]);

  if (!customer)
    return (
      <Alert color="yellow" variant="light" title={t('wizard.message.noCustomerTitle')}>
        {t('wizard.message.noCustomer')}
      </Alert>
    );
  return (
    <Stack>
      <Text fz="sm" c="dimmed">
        {t('wizard.message.hint')}
      </Text>
      {sent ? (
        <Alert color={delivered ? 'teal' : 'gray'} variant="light" role="status">
          <Group gap="sm" wrap="nowrap">
            {delivered ? <IconCircleCheck size={18} aria-hidden /> : <Loader size="xs" color="gray" />}
            {delivered ? t('wizard.message.delivered') : t('wizard.message.sent')}
          </Group>
        </Alert>
      ) : (
        <MessageComposer
          cardId={cardId}
          passUserId={customer.id}
          onSent={() => {
            setSentAfter(check?.at ?? null);
            onSent();
          }}
          onUpgrade={() => setUpgrade(true)}
        />
      )}
      <MessageUpgradeModal opened={upgrade} onClose={() => setUpgrade(false)} />
    </Stack>
  );
};
