import { useSnapshot } from 'valtio';
import { authStore } from '../auth/auth.store.ts';
import { HomePage } from './home-page.tsx';

/** The home page reached from inside the app (its logo, the not-found page): the session check says who is signed in. */
export const HomeRoute = () => {
  const { user } = useSnapshot(authStore);
  return <HomePage signedIn={user !== null} />;
};
