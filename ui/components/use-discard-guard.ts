import { useConfirmation } from './use-confirmation.ts';

/**
 * Closing a dialog that holds unsaved input: `close` closes at once when nothing `changed`, and
 * otherwise asks first (Escape, a click beside the dialog or × lost a whole form's input).
 * `dialog` goes to the `<ConfirmDialog {...dialog} />` nested in the guarded one.
 *
 * The question opens once the key that closed has gone by: opened at once, its own Escape handler
 * saw that same Escape and closed it again (Mantine calls the open modals' handlers in turn), so
 * Escape seemed to do nothing.
 */
export const useDiscardGuard = (changed: boolean, onClose: () => void) => {
  const discard = useConfirmation(async () => onClose());
  return {
    close: () => (changed ? void setTimeout(() => discard.ask(true)) : onClose()),
    dialog: discard.dialog,
  };
};
