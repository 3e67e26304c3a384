import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { DomainError } from '#domain/shared/index.ts';
import { canRole, TEAM_ROLES, TeamUseCases, type TeamMemberView, type TeamRole } from '#domain/team/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { usePhoneLayout } from '../app/use-phone-layout.ts';
import { authStore } from '../auth/auth.store.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { LoadFailure, LoadingRows } from '../components/load-state.tsx';
import { AccountSection, EntryName } from './account-section.tsx';
import { InviteForm } from './invite-form.tsx';

const ROLE_COLORS: Record<TeamRole, string> = { owner: 'violet', admin: 'blue', staff: 'gray' };

/** The team tab: who works here and with which role; owners invite, change and remove. */
export const TeamTab = () => {
  const { t } = useTranslation('account', { keyPrefix: 'accountPage.team' });
  const errorText = useErrorText();
  const { user } = useSnapshot(authStore);
  const manages = user ? canRole(user.teamRole, 'team.manage') : false;
  const phone = usePhoneLayout();
  const load = useInjection(TeamUseCases.loadTeam);
  const setRole = useInjection(TeamUseCases.setTeammateRole);
  const remove = useInjection(TeamUseCases.removeTeammate);
  const { value, error, reload } = useLoaded(load, { keepOnFailure: true });

  const nameOf = (m: TeamMemberView) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email;
  const after = (done: string) => (result: { ok: true } | { ok: false; error: DomainError }) => {
    if (!result.ok) notify.error(errorText(result.error));
    else notify.success(done);
    reload();
  };
  const changeRole = async (m: TeamMemberView, role: TeamRole) =>
    after(t('roleChanged', { name: nameOf(m), role: t(`roles.${role}`) }))(await setRole(m.id, role));
  const removal = useConfirmation(async (m: TeamMemberView) =>
    after(m.status === 'invited' ? t('withdrawn') : t('removed', { name: nameOf(m) }))(await remove(m.id)),
  );

  const member = (m: TeamMemberView) => (
    <EntryName name={nameOf(m)} own={m.isYou ? t('you') : null} detail={m.email} />
  );
  const role = (m: TeamMemberView) =>
    manages && !m.isYou && m.status === 'active' ? (
      <Select
        aria-label={t('roleOf', { name: nameOf(m) })}
        data={TEAM_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        value={m.role}
        allowDeselect={false}
        w={130}
        onChange={(next) => next && next !== m.role && void changeRole(m, next as TeamRole)}
      />
    ) : (
      <Badge color={ROLE_COLORS[m.role]} c={`${ROLE_COLORS[m.role]}.9`} variant="light">
        {t(`roles.${m.role}`)}
      </Badge>
    );
  const status = (m: TeamMemberView) => (
    <Text fz="sm">{m.status === 'active' ? t('active') : t('invited')}</Text>
  );
  const action = (m: TeamMemberView) =>
    !m.isYou && (
      <Button variant="subtle" color="red" size="compact-sm" onClick={() => removal.ask(m)}>
        {m.status === 'invited' ? t('withdraw') : t('remove')}
      </Button>
    );

  return (
    <Stack gap="lg">
      {manages && (
        <InviteForm
          onInvited={reload}
          pending={(value ?? []).filter((m) => m.status === 'invited').map((m) => m.email)}
        />
      )}
      <AccountSection title={t('members')}>
        {error && !value && <LoadFailure title={t('loadFailed')} onRetry={reload} />}
        {!error && !value && <LoadingRows height={44} rows={3} />}
        {value && !phone && (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('member')}</Table.Th>
                  <Table.Th>{t('role')}</Table.Th>
                  <Table.Th>{t('status')}</Table.Th>
                  {manages && <Table.Th>{t('actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {value.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{member(m)}</Table.Td>
                    <Table.Td>{role(m)}</Table.Td>
                    <Table.Td>{status(m)}</Table.Td>
                    {manages && <Table.Td>{action(m)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {/* A phone gets one card per member (requirements §10.2 "tables become cards"). */}
        {value && phone && (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {value.map((m, i) => (
              <Stack
                key={m.id}
                component="li"
                gap="xs"
                py="sm"
                style={i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
              >
                {member(m)}
                <Group justify="space-between" gap="sm" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    {role(m)}
                    {status(m)}
                  </Group>
                  {manages && action(m)}
                </Group>
              </Stack>
            ))}
          </Stack>
        )}
      </AccountSection>
      <ConfirmDialog
        {...removal.dialog}
        title={removal.subject?.status === 'invited' ? t('withdrawTitle') : t('removeTitle')}
        message={
          removal.subject
            ? removal.subject.status === 'invited'
              ? t('withdrawBody', { email: removal.subject.email })
              : t('removeBody', { name: nameOf(removal.subject) })
            : ''
        }
        confirmLabel={removal.subject?.status === 'invited' ? t('withdraw') : t('remove')}
      />
    </Stack>
  );
};
