import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanActionId } from '#domain/scanner/index.ts';

/** A change the scanner made; `entryId` is its ledger entry, to take it back with (null: it cannot be undone). */
export type DoneOutcome = { kind: 'done'; action: ScanActionId; count: number; entryId: string | null };

/** How long staff can take a change back (the server allows a little more for the network). */
const UNDO_SECONDS = 10;

/** The confirmation of a change, with its Undo button while the undo window lasts. */
export const DoneNotice = ({
  outcome,
  undoing,
  onUndo,
}: {
  outcome: DoneOutcome;
  undoing: boolean;
  onUndo: (entryId: string) => void;
}) => {
  const { t } = useTranslation('scanner');
  const [left, setLeft] = useState(outcome.entryId ? UNDO_SECONDS : 0);
  useEffect(() => {
    if (!outcome.entryId) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = UNDO_SECONDS - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [outcome.entryId]);
  return (
    <Alert color="mint" variant="light" icon={<IconCircleCheck />}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        {/* Only the message is live: a countdown inside the region would be read out every second. */}
        <Text fz="sm" c="dark" role="status">
          {t(`app.done.${outcome.action}`, { count: outcome.count })}
        </Text>
        {outcome.entryId && left > 0 && (
          <Button
            // The message wraps beside it; the button is never cut ("Undo (9" at 390 px).
            flex="none"
            size="xs"
            variant="default"
            leftSection={<IconArrowBackUp size={14} />}
            loading={undoing}
            onClick={() => onUndo(outcome.entryId!)}
            // The name stays "Undo" while the seconds count down on screen, so that a screen
            // reader on the button does not hear a new name every second.
            aria-label={t('app.undoName')}
          >
            {t('app.undo', { seconds: left })}
          </Button>
        )}
      </Group>
    </Alert>
  );
};
