import type { KeyValueStorage } from '../shared/key-value-storage.port.ts';
import { readSignUpProgress, type SignUpProgress } from './registration-steps.ts';

/** Where the browser keeps a sign-up between visits. */
export const SIGN_UP_STORAGE_KEY = 'passdeck.signUp';

/** A stored sign-up: the progress, and the opt-in chosen on the first step (sent with register). */
export interface StoredSignUp {
  readonly progress: SignUpProgress;
  readonly marketingOptIn: boolean;
}

const parse = (raw: string | null): unknown => {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
};

export const loadSignUp = (storage: KeyValueStorage): StoredSignUp => {
  const stored = parse(storage.get(SIGN_UP_STORAGE_KEY));
  const optIn = typeof stored === 'object' && stored !== null && 'marketingOptIn' in stored;
  return {
    progress: readSignUpProgress(stored),
    marketingOptIn: optIn && (stored as { marketingOptIn: unknown }).marketingOptIn === true,
  };
};

export const saveSignUp = (storage: KeyValueStorage, signUp: StoredSignUp): void =>
  storage.set(
    SIGN_UP_STORAGE_KEY,
    JSON.stringify({ ...signUp.progress, marketingOptIn: signUp.marketingOptIn }),
  );
