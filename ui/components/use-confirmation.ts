import { useRef, useState } from 'react';

/** What the confirmed action asks of the dialog afterwards: `'keep-open'` to let the user try again. */
export type ConfirmedOutcome = 'keep-open' | void;

/**
 * The state of a confirmation about one thing (a card, a device, a teammate, or just `true`):
 * `ask(subject)` opens the dialog, `dialog` goes to `<ConfirmDialog {...dialog} />`.
 *
 * - `subject` stays the last thing asked about while the dialog fades out, so its text does not
 *   go blank as it closes;
 * - while the confirmed action runs the dialog shows it is busy, and a second click (a double
 *   click lands before the busy button renders) does not run it again;
 * - the dialog closes when the action is done, unless it answers `'keep-open'`.
 */
export const useConfirmation = <T = true>(run: (subject: T) => Promise<ConfirmedOutcome>) => {
  const [asked, setAsked] = useState<T | null>(null);
  const [shown, setShown] = useState<T | null>(null);
  if (asked !== null && asked !== shown) setShown(asked);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const confirm = async () => {
    if (asked === null || running.current) return;
    running.current = true;
    setBusy(true);
    try {
      if ((await run(asked)) !== 'keep-open') setAsked(null);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return {
    ask: (subject: T) => setAsked(() => subject),
    subject: shown,
    dialog: {
      opened: asked !== null,
      loading: busy,
      onCancel: () => setAsked(null),
      onConfirm: () => void confirm(),
    },
  };
};
