import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthUseCases } from '#domain/auth/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { usePageTitle } from '../app/use-page-title.ts';
import { VerificationFailed } from './verification-failed.tsx';
import { useLinkCheck } from './use-link-check.ts';
import { VerifyingLink } from './verifying-link.tsx';

/** `/reset/verify/{a}/{b}`, the reset mail's link: on to /reset's new-password step, or the failure screen. */
export const ResetVerifyPage = () => {
  const { t } = useTranslation('account');
  usePageTitle(t('verifyLink.pageTitle'));
  const navigate = useNavigate();
  const verify = useInjection(AuthUseCases.verifyPasswordReset);
  const [failed, setFailed] = useState(false);
  useLinkCheck(verify, (result) => {
    if (result.ok) void navigate('/reset', { replace: true, state: { resetToken: result.value.resetToken } });
    else setFailed(true);
  });

  return failed ? <VerificationFailed backTo="/reset" /> : <VerifyingLink />;
};
