import { createZipArchiveWriter } from '#adapters/files/zip-archive.adapter.ts';
import { exportTexts } from '#adapters/files/export-texts.ts';
import { createTeamEmailComposer } from '#adapters/mail/team-email-composer.adapter.ts';
import { createAccountDataRepository } from '#adapters/persistence/account-data.repository.ts';
import { createTeamRepository } from '#adapters/persistence/team.repository.ts';
import * as auth from '#domain/auth/index.ts';
import { acceptInvitation, deleteAccount, exportAccountData, previewInvitation } from '#domain/auth/index.ts';
import * as customers from '#domain/customers/index.ts';
import * as files from '#domain/files/index.ts';
import * as shared from '#domain/shared/index.ts';
import * as team from '#domain/team/index.ts';
import { changeMemberRole, inviteMember, listTeam, removeMember } from '#domain/team/index.ts';
import { use } from '../http/api.ts';
import { idsAndClock, type WiringContext } from './wiring-context.ts';

/** Team members, their roles and invitations (after mail: the invitation job mails). */
export const wireTeam = ({ container, config, db, jobHandlers }: WiringContext) => {
  container.bind(team.TeamRepositoryToken).toConstantValue(createTeamRepository(db));
  const bindTeam = shared.sliceBinder(container, team.TeamUseCases);
  bindTeam({ listTeam }, { team: team.TeamRepositoryToken });
  bindTeam(
    { inviteMember },
    {
      team: team.TeamRepositoryToken,
      jobs: shared.JobQueueToken,
      ...idsAndClock,
    },
  );
  bindTeam(
    { changeMemberRole, removeMember },
    {
      team: team.TeamRepositoryToken,
      sessions: auth.SessionRepositoryToken,
    },
  );
  const bindAuth = shared.sliceBinder(container, auth.AuthUseCases);
  bindAuth(
    { previewInvitation },
    { team: team.TeamRepositoryToken, digest: shared.SecretDigestToken, clock: shared.ClockToken },
  );
  bindAuth(
    { acceptInvitation },
    {
      accounts: auth.AccountRepositoryToken,
      hasher: auth.PasswordHasherToken,
      accessTokens: auth.AccessTokenServiceToken,
      refreshTokens: auth.RefreshTokenStoreToken,
      sessions: auth.SessionRepositoryToken,
      ...idsAndClock,
      team: team.TeamRepositoryToken,
      digest: shared.SecretDigestToken,
    },
  );
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

const AccountDataToken = shared.createToken<auth.AccountDataStore>('server.AccountData');
const ArchiveWriterToken = shared.createToken<auth.ArchiveWriter>('server.ArchiveWriter');
const CustomerRowsToken = shared.createToken<auth.CustomerRows>('server.CustomerRows');

/** The account's data export and its deletion. */
export const wireAccountData = ({ container, db }: WiringContext) => {
  container.bind(AccountDataToken).toConstantValue(createAccountDataRepository(db));
  container.bind(ArchiveWriterToken).toConstantValue(createZipArchiveWriter());
  // Looked up when called: the customers slice is wired after this one.
  container.bind(CustomerRowsToken).toConstantValue((businessId: string) =>
    use(container, customers.CustomerUseCases.exportCustomers)(
      businessId,
      customers.ExportQuerySchema.parse({}),
      // The archive is one file for whoever reads it later: English words, UTC times.
      exportTexts('en'),
    ),
  );
  const bindAuth = shared.sliceBinder(container, auth.AuthUseCases);
  bindAuth(
    { exportAccountData },
    {
      data: AccountDataToken,
      archive: ArchiveWriterToken,
      customerRows: CustomerRowsToken,
      clock: shared.ClockToken,
    },
  );
  bindAuth(
    { deleteAccount },
    {
      accounts: auth.AccountRepositoryToken,
      hasher: auth.PasswordHasherToken,
      limiter: auth.RateLimiterToken,
      sessions: auth.SessionRepositoryToken,
      data: AccountDataToken,
      files: files.FileStoreToken,
      clock: shared.ClockToken,
    },
  );
};
