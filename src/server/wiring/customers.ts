import { createActivityReader } from '#adapters/persistence/activity.repository.ts';
import { createCustomerDirectory } from '#adapters/persistence/customer-directory.repository.ts';
import { createInvitationStatusLookup } from '#adapters/persistence/invitation-status.repository.ts';
import { createEmailComposer } from '#adapters/mail/email-composer.adapter.ts';
import { createFileOutboxMailer } from '#adapters/mail/file-outbox-mailer.adapter.ts';
import { createSmtpMailer } from '#adapters/mail/smtp-mailer.adapter.ts';
import { createPosterRenderer } from '#adapters/wallet/pdf/poster-pdf.adapter.ts';
import * as auth from '#domain/auth/index.ts';
import * as cards from '#domain/cards/index.ts';
import * as customers from '#domain/customers/index.ts';
import * as getPass from '#domain/get-pass/index.ts';
import * as invitations from '#domain/invitations/index.ts';
import * as dashboard from '#domain/dashboard/index.ts';
import * as segments from '#domain/segments/index.ts';
import {
  bindUseCase,
  ClockToken,
  IdGeneratorToken,
  JobQueueToken,
  MailerToken,
} from '#domain/shared/index.ts';
import * as wallet from '#domain/wallet/index.ts';
import { ReadUploadToken } from '../tokens.ts';
import { use } from '../http/api.ts';
import type { WiringContext } from './wiring-context.ts';

/** Email out: SMTP when configured, else .eml files in an outbox folder (said at start). */
export const wireMail = ({ container, config, logger, clock }: WiringContext) => {
  if (!config.mail.smtpUrl)
    logger.warn(
      `No SMTP_URL: emails are written as .eml files to ${config.mail.outboxDir} (open them with any mail program).`,
    );
  container.bind(MailerToken).toConstantValue(
    config.mail.smtpUrl
      ? createSmtpMailer({ url: config.mail.smtpUrl, from: config.mail.from })
      : createFileOutboxMailer({
          dir: config.mail.outboxDir,
          from: config.mail.from,
          now: () => clock.now(),
        }),
  );
};

/** Getting a pass (codes, forms, invitations, the poster) and the business's customer directory. */
export const wireCustomers = ({ container, config, db, jobHandlers }: WiringContext) => {
  const customerDeps = {
    cards: cards.CardRepositoryToken,
    holders: wallet.PassHolderRepositoryToken,
    ids: IdGeneratorToken,
    clock: ClockToken,
  };
  bindUseCase(container, getPass.IssueValidationCode, getPass.issueValidationCode, customerDeps);
  bindUseCase(container, getPass.ValidateCode, getPass.validateCode, {
    cards: cards.CardRepositoryToken,
    holders: wallet.PassHolderRepositoryToken,
    limiter: auth.RateLimiterToken,
    clock: ClockToken,
  });
  bindUseCase(container, getPass.RegenerateCode, getPass.regenerateCode, customerDeps);
  bindUseCase(container, getPass.PassRequirementsToken, getPass.passRequirements, customerDeps);
  bindUseCase(container, getPass.DataRequirementsToken, getPass.dataRequirements, customerDeps);
  bindUseCase(container, getPass.SubmitData, getPass.submitData, customerDeps);
  bindUseCase(container, getPass.PublicCardToken, getPass.publicCard, customerDeps);
  container.bind(invitations.CardPoster).toConstantValue(
    invitations.cardPoster({
      cards: use(container, cards.CardRepositoryToken),
      renderer: createPosterRenderer(use(container, ReadUploadToken)),
      publicUrl: config.publicUrl,
    }),
  );
  bindUseCase(container, invitations.SendInvitation, invitations.sendInvitation, {
    ...customerDeps,
    jobs: JobQueueToken,
  });
  const holders = use(container, wallet.PassHolderRepositoryToken);
  container
    .bind(invitations.InvitationStatusToken)
    .toConstantValue(invitations.invitationStatus({ holders, lookup: createInvitationStatusLookup(db) }));
  jobHandlers.add(
    invitations.customerMailJobs({
      holders,
      cards: use(container, cards.CardRepositoryToken),
      mailer: use(container, MailerToken),
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
    clock: ClockToken,
  };
  bindUseCase(container, customers.ListCustomers, customers.listCustomers, directoryDeps);
  bindUseCase(container, customers.ExportCustomers, customers.exportCustomers, directoryDeps);
  bindUseCase(container, customers.CustomerDetailsToken, customers.customerDetails, {
    directory: customers.CustomerDirectoryToken,
    cards: cards.CardRepositoryToken,
  });
  bindUseCase(container, customers.DeleteCustomer, customers.deleteCustomer, {
    directory: customers.CustomerDirectoryToken,
  });
  bindUseCase(container, segments.ListSegments, segments.listSegments, {
    cards: cards.CardRepositoryToken,
    counter: segments.SegmentCounterToken,
    clock: ClockToken,
  });
};

/** The dashboard's activity statistics. */
export const wireDashboard = ({ container, db }: WiringContext) => {
  container.bind(dashboard.ActivityReaderToken).toConstantValue(createActivityReader(db));
  bindUseCase(container, dashboard.DashboardStatsToken, dashboard.dashboardStats, {
    activity: dashboard.ActivityReaderToken,
    cards: cards.CardRepositoryToken,
    clock: ClockToken,
  });
};
