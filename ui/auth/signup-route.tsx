import { useSearchParams } from 'react-router';
import { JoinTeamPage } from './join-team-page.tsx';
import { SignupPage } from './signup-page.tsx';

/** `/signup`: a team invitation's link (`?invite=`) joins a business instead of opening one. */
export const SignupRoute = () => {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  return invite ? <JoinTeamPage token={invite} /> : <SignupPage />;
};
