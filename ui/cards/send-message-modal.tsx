import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_RULES } from '#domain/messaging/index.ts';
import { MessageComposer, MessageUpgradeModal } from './message-composer.tsx';

/**
 * The send-message modal (SPEC §2.2, §8 Message): the message form for one card; it closes
 * 300 ms after a success, and plan limits open the upgrade modal in its place.
 */
export const SendMessageModal = ({
  cardId,
  cardName,
  onClose,
  onSent,
}: {
  cardId: string;
  cardName: string;
  onClose: () => void;
  onSent?: () => void;
}) => {
  const { t } = useTranslation('cards');
  const [upgrade, setUpgrade] = useState(false);
  return (
    <>
      <Modal opened={!upgrade} onClose={onClose} title={t('message.title', { name: cardName })} centered>
        <Stack gap="sm">
          <Text c="dimmed" fz="sm">
            {t('message.description')}
          </Text>
          <MessageComposer
            cardId={cardId}
            onSent={() => {
              onSent?.();
              setTimeout(onClose, MESSAGE_RULES.closeAfterSuccessMs);
            }}
            onUpgrade={() => setUpgrade(true)}
          />
        </Stack>
      </Modal>
      <MessageUpgradeModal opened={upgrade} onClose={onClose} />
    </>
  );
};
