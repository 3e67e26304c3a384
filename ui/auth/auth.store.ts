import { proxy } from 'valtio';
import type { User } from '#domain/auth/index.ts';

/** requirements §3 request status. */
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

interface AuthState {
  status: RequestStatus;
  user: User | null;
}

const DEFAULTS: Readonly<AuthState> = Object.freeze({ status: 'idle', user: null });

/** Who is signed in. `status` is `idle` until the session has been checked once. */
export const authStore = proxy<AuthState>({ ...DEFAULTS });

export const setSessionLoading = () => {
  authStore.status = 'loading';
};

export const setSignedInUser = (user: User | null) => {
  authStore.user = user;
  authStore.status = 'succeeded';
};

export const setSessionFailed = () => {
  authStore.user = null;
  authStore.status = 'failed';
};

/** Forgets the user (logout, or a session that could not be renewed). */
export const signOut = () => {
  authStore.user = null;
  authStore.status = 'succeeded';
};

export const resetAuthStore = () => Object.assign(authStore, DEFAULTS);
