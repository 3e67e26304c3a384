import { Modal, Select, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../components/use-return-focus.ts';
import { formatCount } from '#domain/shared/index.ts';
import { MESSAGE_RULES } from '#domain/messaging/index.ts';
import { SegmentUseCases } from '#domain/segments/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useLoaded } from '../app/use-loaded.ts';
import { useSegmentName } from '../customers/use-segment-name.ts';
import { MessageComposer, MessageUpgradeModal } from './message-composer.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useClearButton } from '../components/use-clear-button.ts';
import { useDiscardGuard } from '../components/use-discard-guard.ts';

/**
 * The send-message modal (requirements §2.2, §8 Message): the message form for one card; it closes
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
  const clearButton = useClearButton();
  const [upgrade, setUpgrade] = useState(false);
  // Rendered only while open: closing unmounts it, so Mantine cannot give the focus back.
  useReturnFocus(true);
  const [segmentKey, setSegmentKey] = useState<string | null>(null);
  // A message typed and not sent is not thrown away by Escape, a click outside or ×: asked first.
  const [unsent, setUnsent] = useState(false);
  const { close, dialog: discard } = useDiscardGuard(unsent, onClose);
  // The segments this card's holders can be in (predefined ones, and those of its own questions),
  // each counting this card's holders: the people a message to it would reach.
  const loadSegments = useInjection(SegmentUseCases.loadSegments);
  const { value: segments } = useLoaded(useCallback(() => loadSegments(cardId), [loadSegments, cardId]));
  const segmentName = useSegmentName();
  const audiences = (segments ?? []).map((s) => ({
    value: s.key,
    label: `${segmentName(s)} (${formatCount(s.customerCount)})`,
  }));
  return (
    <>
      <Modal opened={!upgrade} onClose={close} title={t('message.title', { name: cardName })} centered>
        <Stack gap="sm">
          <Text c="dimmed" fz="sm">
            {t(segmentKey ? 'message.descriptionSegment' : 'message.description')}
          </Text>
          <Select
            label={t('message.audience')}
            placeholder={t('message.everyone')}
            clearable
            clearButtonProps={clearButton(t('message.audience'))}
            value={segmentKey}
            onChange={setSegmentKey}
            data={audiences}
            description={t('message.audienceHint')}
          />
          <MessageComposer
            cardId={cardId}
            segmentKey={segmentKey}
            onSent={() => {
              onSent?.();
              setTimeout(onClose, MESSAGE_RULES.closeAfterSuccessMs);
            }}
            onUpgrade={() => setUpgrade(true)}
            onDraftChange={setUnsent}
          />
        </Stack>
        <ConfirmDialog
          {...discard}
          title={t('message.discardTitle')}
          message={t('message.discardBody')}
          confirmLabel={t('message.discard')}
        />
      </Modal>
      <MessageUpgradeModal opened={upgrade} onClose={onClose} />
    </>
  );
};
