import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { type Card, CardUseCases, isNewCardRequest } from '#domain/cards/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { PlanTooltip } from '../billing/plan-tooltip.tsx';
import { useErrorText } from '../app/use-error-text.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { useCan } from '../app/use-can.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { EmptyState } from '../components/load-state.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { PassSketch } from '../components/pass-sketch.tsx';
import { CardStatsModal } from './card-stats-modal.tsx';
import { CardTiles, LoadingCardTiles } from './card-tiles.tsx';
import { SendMessageModal } from './send-message-modal.tsx';
import { cardsStore, removeCardFromList, setCards, setCardsFailed, setCardsLoading } from './cards.store.ts';
import { SelectCardTypeModal } from './select-card-type-modal.tsx';

/** /cards: the business's cards, with create and delete (to the trash). */
export const CardsPage = () => {
  const { t } = useTranslation('cards');
  usePageTitle(t('list.pageTitle'));
  const loadCards = useInjection(CardUseCases.loadCards);
  const deleteCard = useInjection(CardUseCases.deleteCard);
  const errorText = useErrorText();
  const canWrite = useCan()('cards.write');
  const { status, cards, errorMessage } = useSnapshot(cardsStore);
  const [params, setParams] = useSearchParams();
  // NEW_CARD_PATH (the dashboard's ways to a first card) opens the choice of card type straight away.
  const [choosing, setChoosing] = useState(() => isNewCardRequest(params));
  const [messageFor, setMessageFor] = useState<Card | null>(null);
  const [statsFor, setStatsFor] = useState<Card | null>(null);

  const refresh = useCallback(async () => {
    setCardsLoading();
    const result = await loadCards();
    if (result.ok) setCards(result.value);
    else setCardsFailed(errorText({ code: 'cards.load_failed' }));
  }, [loadCards, errorText]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // A failed delete leaves the dialog open to try again.
  const trash = useConfirmation(async (card: Card) => {
    const result = await deleteCard(card._id);
    if (!result.ok) {
      notify.error(errorText(result.error));
      return 'keep-open';
    }
    removeCardFromList(card._id);
    notify.success(t('list.deleted'));
    void refresh();
  });

  const createButton = canWrite ? (
    <PlanTooltip feature="createCampaign">
      <Button leftSection={<IconPlus size={18} />} onClick={() => setChoosing(true)}>
        {t('list.create')}
      </Button>
    </PlanTooltip>
  ) : null;

  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} action={createButton} />
      {status === 'failed' ? (
        <Paper withBorder radius="lg" p="xl" role="alert">
          <Stack align="center">
            <Text>{errorMessage}</Text>
            <Button variant="light" onClick={() => void refresh()}>
              {t('common:errorPanel.tryAgain')}
            </Button>
          </Stack>
        </Paper>
      ) : status !== 'succeeded' && cards.length === 0 ? (
        <LoadingCardTiles count={3} />
      ) : cards.length === 0 ? (
        <EmptyState
          icon={<PassSketch width={150} />}
          title={t('list.emptyTitle')}
          body={canWrite ? t('list.emptyBody') : t('list.emptyBodyStaff')}
          action={createButton}
        />
      ) : (
        <CardTiles
          cards={cards as readonly Card[]}
          onDelete={trash.ask}
          onMessage={setMessageFor}
          onStats={setStatsFor}
        />
      )}
      <SelectCardTypeModal
        opened={choosing}
        onClose={() => {
          setChoosing(false);
          if (params.has('new')) setParams({}, { replace: true });
        }}
      />
      {messageFor && (
        <SendMessageModal
          cardId={messageFor._id}
          cardName={messageFor.name}
          onClose={() => setMessageFor(null)}
        />
      )}
      {statsFor && (
        <CardStatsModal cardId={statsFor._id} cardName={statsFor.name} onClose={() => setStatsFor(null)} />
      )}
      <ConfirmDialog
        {...trash.dialog}
        title={t('list.deleteTitle')}
        // A published card has passes in wallets: say what trashing does to them.
        message={t(trash.subject?.isPublished ? 'list.deletePublishedMessage' : 'list.deleteMessage', {
          name: trash.subject?.name ?? '',
        })}
      />
    </>
  );
};
