import { Paper, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type Card, CardUseCases } from '#domain/cards/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { useUpgradeGate } from '../billing/use-upgrade-gate.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { PageHeader } from '../components/page-header.tsx';
import { CardTiles, LoadingCardTiles } from './card-tiles.tsx';

/** /trash-cards: deleted cards, to restore or delete for good. */
export const TrashPage = () => {
  const { t } = useTranslation('cards');
  usePageTitle(t('trash.pageTitle'));
  const loadCards = useInjection(CardUseCases.loadCards);
  const deleteCard = useInjection(CardUseCases.deleteCard);
  const restoreCard = useInjection(CardUseCases.restoreCardFromTrash);
  const errorText = useErrorText();
  const { value, error, reload } = useLoaded(
    useCallback(
      () =>
        loadCards({ trashed: true }).then((result) => {
          if (!result.ok) notify.error(errorText(result.error));
          return result;
        }),
      [loadCards, errorText],
    ),
  );
  // A failure is told in a toast and leaves the trash looking empty.
  const cards = error ? [] : value;

  // A published card comes back live, so the plan may have no room for it: the upgrade dialog says so.
  const gate = useUpgradeGate();
  const restore = async (card: Card) => {
    const result = await restoreCard(card._id);
    if (result.ok) notify.success(t('trash.restored', { name: card.name }));
    else if (!gate.gated(result.error)) notify.error(errorText(result.error));
    reload();
  };

  const purge = useConfirmation(async (card: Card) => {
    const result = await deleteCard(card._id, true);
    if (result.ok) notify.success(t('trash.deletedForever'));
    else notify.error(errorText(result.error));
    reload();
  });

  return (
    <>
      {gate.dialog}
      <PageHeader title={t('trash.title')} description={t('trash.description')} />
      {cards === null ? (
        <LoadingCardTiles count={2} />
      ) : cards.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {t('trash.empty')}
          </Text>
        </Paper>
      ) : (
        <CardTiles cards={cards} trashed onDelete={purge.ask} onRestore={(c) => void restore(c)} />
      )}
      <ConfirmDialog
        {...purge.dialog}
        title={t('trash.deleteForeverTitle')}
        message={t('trash.deleteForeverMessage', { name: purge.subject?.name ?? '' })}
        confirmLabel={t('trash.deleteForever')}
      />
    </>
  );
};
