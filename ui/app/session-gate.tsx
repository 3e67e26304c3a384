import { useEffect, type ReactNode } from 'react';
import { AuthUseCases } from '#domain/auth/index.ts';
import { setSessionFailed, setSessionLoading, setSignedInUser } from '../auth/auth.store.ts';
import { useInjection } from './container-context.tsx';

/** Checks the stored session once at start, before any guarded route renders. */
export const SessionGate = ({ children }: { children: ReactNode }) => {
  const loadCurrentUser = useInjection(AuthUseCases.loadCurrentUser);
  useEffect(() => {
    setSessionLoading();
    void loadCurrentUser().then((result) => (result.ok ? setSignedInUser(result.value) : setSessionFailed()));
  }, [loadCurrentUser]);
  return children;
};
