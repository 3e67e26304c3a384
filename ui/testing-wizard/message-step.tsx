import { Alert, Loader, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WIZARD_ADVANCE_AFTER_MESSAGE_MS } from '#domain/testing-wizard/index.ts';
import { MessageComposer, MessageUpgradeModal } from '../cards/message-composer.tsx';

/**
 * SPEC §2.3 step 3: a test notification to every installed pass of the card; after a successful
 * send the wizard moves on by itself after 2 seconds.
 */
export const MessageStep = ({ cardId, onAdvance }: { cardId: string; onAdvance: () => void }) => {
  const { t } = useTranslation('cards');
  const [sent, setSent] = useState(false);
  const [upgrade, setUpgrade] = useState(false);
  useEffect(() => {
    if (!sent) return;
    // Leaving the step first (Back, Next) cancels the automatic move.
    const timer = setTimeout(onAdvance, WIZARD_ADVANCE_AFTER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [sent, onAdvance]);
  return (
    <Stack>
      <Text fz="sm" c="dimmed">
        {t('wizard.message.hint')}
      </Text>
      {sent ? (
        <Alert color="mint" variant="light" role="status">
          <Group gap="sm">
            <Loader size="xs" color="mint" />
            {t('wizard.message.sent')}
          </Group>
        </Alert>
      ) : (
        <MessageComposer cardId={cardId} onSent={() => setSent(true)} onUpgrade={() => setUpgrade(true)} />
      )}
      <MessageUpgradeModal opened={upgrade} onClose={() => setUpgrade(false)} />
    </Stack>
  );
};
