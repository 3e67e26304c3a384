import { Anchor, Button, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthUseCases } from '#domain/auth/index.ts';
import { TEAM_ERRORS, TeamAcceptSchema } from '#domain/team/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useErrorText } from '../app/use-error-text.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoadFailure, LoadingRows } from '../components/load-state.tsx';
import { setSignedInUser } from './auth.store.ts';
import { AuthForm } from './auth-form.tsx';
import { NameFields, NewPasswordField } from './credential-fields.tsx';
import { useAccountForm } from './use-account-form.ts';

type Refusal = 'invalid' | 'taken' | null;

/**
 * `/signup?invite={token}`: the team invitation mail's link. The invitation is read first, so the
 * page names the business and address from our records (anything else in the address bar is
 * ignored) and says at once when the link no longer works. The invited person then only names
 * themselves and picks a password.
 */
export const JoinTeamPage = ({ token }: { token: string }) => {
  const { t } = useTranslation('account');
  usePageTitle(t('join.pageTitle'));
  const load = useInjection(AuthUseCases.loadInvitation);
  const read = useCallback(() => load(token), [load, token]);
  const { value: invitation, error: readError, reload } = useLoaded(read);
  const joinTeam = useInjection(AuthUseCases.joinTeam);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Refusal>(null);
  const { form, submit, submitting, failure } = useAccountForm({
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
    onFailure: (error) => {
      if (error.code === 'team.invitation_invalid') setRefusal('invalid');
      else if (error.code === 'team.email_taken') setRefusal('taken');
      else return false;
      return true;
    },
    hidden: ['token'],
  });

  if (refusal === 'invalid' || readError?.code === TEAM_ERRORS.invitationInvalid)
    return (
      <AuthCard title={t('join.invalidTitle')} subtitle={errorText({ code: 'team.invitation_invalid' })}>
        <Button component={Link} to="/login" fullWidth size="md">
          {t('join.back')}
        </Button>
      </AuthCard>
    );

  if (!invitation)
    return (
      <AuthCard title={t('join.titleNoName')}>
        {readError ? (
          <LoadFailure title={errorText(readError)} onRetry={reload} />
        ) : (
          <LoadingRows height={36} />
        )}
      </AuthCard>
    );

  const business = invitation.businessName;
  return (
    <AuthCard
      title={business ? t('join.title', { business }) : t('join.titleNoName')}
      subtitle={t('join.subtitleFor', {
        email: invitation.email,
        role: t(`accountPage.team.roles.${invitation.role}`),
      })}
      footer={
        <Trans
          t={t}
          i18nKey="signup.haveAccount"
          components={{ anchor: <Anchor component={Link} to="/login" fw={600} /> }}
        />
      }
    >
      <AuthForm onSubmit={submit} submitting={submitting} failure={failure} submitLabel={t('join.submit')}>
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
