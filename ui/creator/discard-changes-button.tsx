import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { canDiscardChanges, CardUseCases } from '#domain/cards/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { creatorStore, loadCreatorFromCard } from './creator.store.ts';

/**
 * "Discard changes" for a published card with edits (saved aside or not saved yet): after a
 * confirmation, the designer goes back to the version the card's holders have.
 */
export const DiscardChangesButton = ({ topic, disabled }: { topic: string; disabled: boolean }) => {
  const { t } = useTranslation('cards');
  const discard = useInjection(CardUseCases.discardCardChanges);
  const errorText = useErrorText();
  const { cardInfo, editorState } = useSnapshot(creatorStore);
  const discarding = useConfirmation(async (id: string) => {
    const result = await discard(id);
    if (!result.ok) {
      notify.error(errorText(result.error), topic);
      return;
    }
    loadCreatorFromCard(result.value);
    notify.success(t('creator.discarded'), topic);
  });
  const id = cardInfo.id;
  if (!id || !canDiscardChanges(cardInfo, editorState.dirty)) return null;

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconArrowBackUp size={18} />}
        disabled={disabled || discarding.dialog.loading}
        onClick={() => discarding.ask(id)}
      >
        {t('creator.discard')}
      </Button>
      <ConfirmDialog
        {...discarding.dialog}
        title={t('creator.discardTitle')}
        message={t('creator.discardMessage', { name: cardInfo.name })}
        confirmLabel={t('creator.discard')}
      />
    </>
  );
};
