import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AuthUseCases } from '#domain/auth/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { usePageTitle } from '../app/use-page-title.ts';
import { VerificationFailed } from './verification-failed.tsx';
import { VerifyingLink } from './verifying-link.tsx';

/** `/reset/verify/{a}/{b}`, the reset mail's link: on to /reset's new-password step, or the failure screen. */
export const ResetVerifyPage = () => {
  const { t } = useTranslation('account');
  usePageTitle(t('verifyLink.pageTitle'));
  const { a = '', b = '' } = useParams();
  const navigate = useNavigate();
  const verify = useInjection(AuthUseCases.verifyPasswordReset);
  const [failed, setFailed] = useState(false);
  // A link works once: a second effect run (StrictMode) must reuse the first answer.
  const check = useRef<ReturnType<typeof verify> | null>(null);

  useEffect(() => {
    let live = true;
    check.current ??= verify({ a, b });
    void check.current.then((result) => {
      if (!live) return;
      if (result.ok)
        void navigate('/reset', { replace: true, state: { resetToken: result.value.resetToken } });
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [a, b, verify, navigate]);

  return failed ? <VerificationFailed backTo="/reset" /> : <VerifyingLink />;
};
