import { createActivityReader } from '#adapters/persistence/activity.repository.ts';
import { createFirstStepFactsReader } from '#adapters/persistence/first-steps.repository.ts';
import { createCustomerDirectory } from '#adapters/persistence/customer-directory.repository.ts';
import { createInvitationStatusLookup } from '#adapters/persistence/invitation-status.repository.ts';
import { createCodeEmailComposer } from '#adapters/mail/code-email-composer.adapter.ts';
import { createEmailComposer } from '#adapters/mail/email-composer.adapter.ts';
import { createFileOutboxMailer } from '#adapters/mail/file-outbox-mailer.adapter.ts';
import { createSecurityNoticeComposer } from '#adapters/mail/security-notice-composer.adapter.ts';
import { createSmtpMailer } from '#adapters/mail/smtp-mailer.adapter.ts';
import { createPosterRenderer } from '#adapters/pdf/poster-pdf.adapter.ts';
import * as auth from '#domain/auth/index.ts';
import * as cards from '#domain/cards/index.ts';
import * as customers from '#domain/customers/index.ts';
import { customerDetails, deleteCustomer, exportCustomers, listCustomers } from '#domain/customers/index.ts';
import * as getPass from '#domain/get-pass/index.ts';
import {
  dataRequirements,
  issueValidationCode,
  passRequirements,
  publicCard,
  regenerateCode,
  submitData,
  validateCode,
} from '#domain/get-pass/index.ts';
import * as invitations from '#domain/invitations/index.ts';
import { sendInvitation } from '#domain/invitations/index.ts';
import * as dashboard from '#domain/dashboard/index.ts';
import { dashboardStats, firstSteps } from '#domain/dashboard/index.ts';
import * as segments from '#domain/segments/index.ts';
import { listSegments } from '#domain/segments/index.ts';
import * as shared from '#domain/shared/index.ts';
import * as wallet from '#domain/wallet/index.ts';
import { ReadUploadToken } from '../tokens.ts';
import { use } from '../http/api.ts';
import { idsAndClock, type WiringContext } from './wiring-context.ts';

/** Email out: SMTP when configured, else .eml files in an outbox folder (said at start). */
export const wireMail = ({ container, config, logger, clock, jobHandlers }: WiringContext) => {
  const outbox = !config.mail.smtpUrl;
  if (outbox)
    logger.warn(
      `No SMTP_URL: emails are written as .eml files to ${config.mail.outboxDir} (open them with any mail program).`,
    );
  container.bind(shared.MailerToken).toConstantValue(
    outbox
      ? createFileOutboxMailer({
          dir: config.mail.outboxDir,
          from: config.mail.from,
          now: () => clock.now(),
          onWritten: (file, email) =>
            logger.info({ file, to: email.to, subject: email.subject }, 'email written to the outbox'),
        })
      : createSmtpMailer({ url: config.mail.smtpUrl!, from: config.mail.from }),
  );
  const composer = createCodeEmailComposer();
  jobHandlers.add(
    auth.codeMailJobs({
      codes: use(container, auth.OneTimeCodeRepositoryToken),
      accounts: use(container, auth.AccountRepositoryToken),
      mailer: use(container, shared.MailerToken),
      // Without mail, the log is the only way a self-hoster can read their own sign-up code.
      composer: outbox
        ? {
            code: (mail) => {
              if (mail.code)
                logger.info({ to: mail.to, code: mail.code, kind: mail.kind }, 'one-time code (no SMTP_URL)');
              return composer.code(mail);
            },
          }
        : composer,
      ids: use(container, shared.IdGeneratorToken),
      digest: use(container, shared.SecretDigestToken),
      publicUrl: config.publicUrl,
    }),
  );
  jobHandlers.add(
    auth.securityNoticeJobs({
      accounts: use(container, auth.AccountRepositoryToken),
      mailer: use(container, shared.MailerToken),
      composer: createSecurityNoticeComposer(),
      publicUrl: config.publicUrl,
      supportEmail: config.mail.supportEmail,
    }),
  );
};

/** Getting a pass (codes, forms, invitations, the poster) and the business's customer directory. */
export const wireCustomers = ({ container, config, db, jobHandlers }: WiringContext) => {
  const customerDeps = {
    cards: cards.CardRepositoryToken,
    holders: wallet.PassHolderRepositoryToken,
    ...idsAndClock,
  };
  const bindGetPass = shared.sliceBinder(container, getPass.GetPassUseCases);
  bindGetPass({ issueValidationCode }, customerDeps);
  bindGetPass(
    { validateCode },
    {
      cards: cards.CardRepositoryToken,
      holders: wallet.PassHolderRepositoryToken,
      limiter: auth.RateLimiterToken,
      clock: shared.ClockToken,
    },
  );
  bindGetPass({ regenerateCode, passRequirements, dataRequirements, submitData, publicCard }, customerDeps);
  container.bind(invitations.InvitationUseCases.cardPoster).toConstantValue(
    invitations.cardPoster({
      cards: use(container, cards.CardRepositoryToken),
      renderer: createPosterRenderer(use(container, ReadUploadToken)),
      publicUrl: config.publicUrl,
    }),
  );
  const bindInvitations = shared.sliceBinder(container, invitations.InvitationUseCases);
  bindInvitations({ sendInvitation }, { ...customerDeps, jobs: shared.JobQueueToken });
  const holders = use(container, wallet.PassHolderRepositoryToken);
  container
    .bind(invitations.InvitationUseCases.invitationStatus)
    .toConstantValue(invitations.invitationStatus({ holders, lookup: createInvitationStatusLookup(db) }));
  jobHandlers.add(
    invitations.customerMailJobs({
      holders,
      cards: use(container, cards.CardRepositoryToken),
      mailer: use(container, shared.MailerToken),
      composer: createEmailComposer(),
      publicUrl: config.publicUrl,
    }),
  );

  const directory = createCustomerDirectory(db);
  container.bind(customers.CustomerDirectoryToken).toConstantValue(directory);
  container.bind(segments.SegmentCounterToken).toConstantValue(directory);
  const directoryDeps = {
    directory: customers.CustomerDirectoryToken,
    cards: cards.CardRepositoryToken,
    clock: shared.ClockToken,
  };
  const bindCustomers = shared.sliceBinder(container, customers.CustomerUseCases);
  bindCustomers({ listCustomers, exportCustomers }, directoryDeps);
  bindCustomers(
    { customerDetails },
    {
      directory: customers.CustomerDirectoryToken,
      cards: cards.CardRepositoryToken,
    },
  );
  bindCustomers({ deleteCustomer }, { directory: customers.CustomerDirectoryToken });
  const bindSegments = shared.sliceBinder(container, segments.SegmentUseCases);
  bindSegments(
    { listSegments },
    {
      cards: cards.CardRepositoryToken,
      counter: segments.SegmentCounterToken,
      clock: shared.ClockToken,
    },
  );
};

/** The dashboard's activity statistics. */
export const wireDashboard = ({ container, db }: WiringContext) => {
  container.bind(dashboard.ActivityReaderToken).toConstantValue(createActivityReader(db));
  container.bind(dashboard.FirstStepFactsReaderToken).toConstantValue(createFirstStepFactsReader(db));
  const bindDashboard = shared.sliceBinder(container, dashboard.DashboardUseCases);
  bindDashboard(
    { dashboardStats },
    {
      activity: dashboard.ActivityReaderToken,
      cards: cards.CardRepositoryToken,
      clock: shared.ClockToken,
    },
  );
  bindDashboard({ firstSteps }, { facts: dashboard.FirstStepFactsReaderToken });
};
