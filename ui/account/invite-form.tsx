import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEAM_ROLES, TeamInviteSchema, TeamUseCases, type TeamRole } from '#domain/team/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { AccountSection } from './account-section.tsx';
import { useSectionForm } from './use-section-form.ts';
import { SubmitRow } from './submit-row.tsx';

/**
 * Invite someone to the team by email, with a role. Inviting an address again replaces its
 * invitation, so the toast says the earlier link no longer works.
 */
export const InviteForm = ({
  onInvited,
  pending,
}: {
  onInvited: () => void;
  /** The addresses with an invitation still open. */
  pending: readonly string[];
}) => {
  const { t } = useTranslation('account', { keyPrefix: 'accountPage.team' });
  const invite = useInjection(TeamUseCases.inviteTeammate);
  const { form, submit, submitting } = useSectionForm({
    schema: TeamInviteSchema,
    initialValues: { email: '', role: 'staff' as TeamRole },
    send: invite,
    onDone: (entry, f) => {
      f.reset();
      const again = pending.some((email) => email.toLowerCase() === entry.email.toLowerCase());
      notify.success(t(again ? 'reinvitedToast' : 'invitedToast', { email: entry.email }));
      onInvited();
    },
  });
  const role = form.getValues().role;
  return (
    <AccountSection title={t('inviteTitle')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('inviteEmail')}
              type="email"
              autoComplete="off"
              required
              style={{ flex: '1 1 240px' }}
              {...form.getInputProps('email')}
            />
            <Select
              label={t('role')}
              data={TEAM_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
              allowDeselect={false}
              style={{ flex: '0 1 160px' }}
              {...form.getInputProps('role')}
            />
          </Group>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t(`roleHelp.${role}`)}
          </Text>
          <SubmitRow label={t('invite')} loading={submitting} />
        </Stack>
      </form>
    </AccountSection>
  );
};
