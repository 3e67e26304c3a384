import { createTeamEmailComposer } from '#adapters/mail/team-email-composer.adapter.ts';
import { createTeamRepository } from '#adapters/persistence/team.repository.ts';
import * as auth from '#domain/auth/index.ts';
import * as shared from '#domain/shared/index.ts';
import * as team from '#domain/team/index.ts';
import { use } from '../http/api.ts';
import type { WiringContext } from './wiring-context.ts';

/** Team members, their roles and invitations (after mail: the invitation job mails). */
export const wireTeam = ({ container, config, db, jobHandlers }: WiringContext) => {
  container.bind(team.TeamRepositoryToken).toConstantValue(createTeamRepository(db));
  const bindTeam = shared.sliceBinder(container, team.TeamUseCases, team);
  bindTeam(['listTeam'], { team: team.TeamRepositoryToken });
  bindTeam(['inviteMember'], {
    team: team.TeamRepositoryToken,
    jobs: shared.JobQueueToken,
    ids: shared.IdGeneratorToken,
    clock: shared.ClockToken,
  });
  bindTeam(['changeMemberRole', 'removeMember'], {
    team: team.TeamRepositoryToken,
    sessions: auth.SessionRepositoryToken,
  });
  shared.sliceBinder(
    container,
    auth.AuthUseCases,
    auth,
  )(['acceptInvitation'], {
    accounts: auth.AccountRepositoryToken,
    hasher: auth.PasswordHasherToken,
    accessTokens: auth.AccessTokenServiceToken,
    refreshTokens: auth.RefreshTokenStoreToken,
    sessions: auth.SessionRepositoryToken,
    ids: shared.IdGeneratorToken,
    clock: shared.ClockToken,
    team: team.TeamRepositoryToken,
    digest: shared.SecretDigestToken,
  });
  jobHandlers.add(
    team.teamMailJobs({
      team: use(container, team.TeamRepositoryToken),
      mailer: use(container, shared.MailerToken),
      composer: createTeamEmailComposer(),
      ids: use(container, shared.IdGeneratorToken),
      digest: use(container, shared.SecretDigestToken),
      publicUrl: config.publicUrl,
    }),
  );
};
