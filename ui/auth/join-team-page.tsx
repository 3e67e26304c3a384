import { Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthUseCases } from '#domain/auth/index.ts';
import { TeamAcceptSchema } from '#domain/team/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { setSignedInUser } from './auth.store.ts';
import { AuthForm } from './auth-form.tsx';
import { NameFields, NewPasswordField } from './credential-fields.tsx';
import { useAccountForm } from './use-account-form.ts';

type Refusal = 'invalid' | 'taken' | null;

/**
 * `/signup?invite={token}`: the team invitation mail's link. The invited person only names
 * themselves and picks a password; the address and the business come with the invitation.
 * `business` in the link is only shown, the token decides what is joined.
 */
export const JoinTeamPage = ({ token, business }: { token: string; business: string | null }) => {
  const { t } = useTranslation('account');
  usePageTitle(t('join.pageTitle'));
  const joinTeam = useInjection(AuthUseCases.joinTeam);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Refusal>(null);
  const { form, submit, submitting } = useAccountForm({
    schema: TeamAcceptSchema,
    initialValues: { token, firstName: '', lastName: '', password: '' },
    send: async (values) => {
      const result = await joinTeam(values);
      // Signed in before leaving, or the guard would take /dashboard for a signed-out visit.
      if (result.ok) {
        setSignedInUser(result.value);
        void navigate('/dashboard', { replace: true });
      }
      return result;
    },
    onFailure: (error, form) => {
      if (error.code === 'team.invitation_invalid') setRefusal('invalid');
      else if (error.code === 'team.email_taken') setRefusal('taken');
      else if (error.field && error.field in form.values) form.setFieldError(error.field, errorText(error));
      else notify.error(errorText(error));
    },
  });

  if (refusal === 'invalid')
    return (
      <AuthCard title={t('join.invalidTitle')} subtitle={errorText({ code: 'team.invitation_invalid' })}>
        <Button component={Link} to="/login" fullWidth size="md">
          {t('join.back')}
        </Button>
      </AuthCard>
    );

  return (
    <AuthCard
      title={business ? t('join.title', { business }) : t('join.titleNoName')}
      subtitle={t('join.subtitle')}
      footer={
        <Trans
          t={t}
          i18nKey="signup.haveAccount"
          components={{ anchor: <Anchor component={Link} to="/login" fw={600} /> }}
        />
      }
    >
      <AuthForm onSubmit={submit} submitting={submitting} submitLabel={t('join.submit')}>
        {refusal === 'taken' && (
          <Text role="alert" c="red" size="sm">
            <Trans
              t={t}
              i18nKey="join.emailTaken"
              components={{ anchor: <Anchor component={Link} to="/login" fw={600} /> }}
            />
          </Text>
        )}
        <NameFields firstName={form.getInputProps('firstName')} lastName={form.getInputProps('lastName')} />
        <NewPasswordField {...form.getInputProps('password')} />
      </AuthForm>
    </AuthCard>
  );
};
