import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useSnapshot } from 'valtio';
import type { KeyValueStorage } from '#domain/shared/index.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { creatorStore, discardStoredCreator } from './creator.store.ts';

/**
 * Asks before a link takes the owner out of the designer with unsaved changes. Leaving drops
 * them (also from storage, or the card would reopen with edits the owner chose to lose); a reload
 * asks nothing, as the work kept in storage comes back with it.
 */
export const LeaveGuard = ({ storage }: { storage: KeyValueStorage }) => {
  const { t } = useTranslation('cards');
  const { cardInfo } = useSnapshot(creatorStore);
  // Read from the store, not the render: a save followed at once by a navigation is not blocked.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      creatorStore.editorState.dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('creator.leaveTitle')}
      message={
        cardInfo.name.trim()
          ? t('creator.leaveMessage', { name: cardInfo.name.trim() })
          : t('creator.leaveMessageUnnamed')
      }
      confirmLabel={t('creator.leave')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => {
        creatorStore.editorState.dirty = false;
        discardStoredCreator(storage);
        blocker.proceed?.();
      }}
    />
  );
};
