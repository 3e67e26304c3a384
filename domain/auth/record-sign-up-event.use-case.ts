import type { KeyValueStorage } from '../shared/key-value-storage.port.ts';
import { advanceSignUp, NEW_SIGN_UP, type SignUpEvent, type SignUpProgress } from './registration-steps.ts';
import { loadSignUp, saveSignUp, SIGN_UP_STORAGE_KEY } from './sign-up-progress.ts';

/**
 * Moves the stored sign-up on by an event the screens decide (`business_saved`, `change_email`);
 * `finished` forgets it, so the next sign-up in this browser starts afresh.
 */
export const recordSignUpEvent =
  ({ storage }: { storage: KeyValueStorage }) =>
  (event: SignUpEvent | { readonly type: 'finished' }): SignUpProgress => {
    if (event.type === 'finished') {
      storage.remove(SIGN_UP_STORAGE_KEY);
      return NEW_SIGN_UP;
    }
    const stored = loadSignUp(storage);
    const progress = advanceSignUp(stored.progress, event);
    saveSignUp(storage, { ...stored, progress });
    return progress;
  };
