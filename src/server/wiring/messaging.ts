import { createCardMessageRepository } from '#adapters/persistence/card-message.repository.ts';
import { createTestRunReader } from '#adapters/persistence/test-run.repository.ts';
import * as auth from '#domain/auth/index.ts';
import * as cards from '#domain/cards/index.ts';
import * as messaging from '#domain/messaging/index.ts';
import { cardStatistics, sendCardMessage } from '#domain/messaging/index.ts';
import * as shared from '#domain/shared/index.ts';
import * as support from '#domain/support/index.ts';
import { sendContactForm, sendRating } from '#domain/support/index.ts';
import * as testingWizard from '#domain/testing-wizard/index.ts';
import { cardTestStatus } from '#domain/testing-wizard/index.ts';
import * as wallet from '#domain/wallet/index.ts';
import { use } from '../http/api.ts';
import { idsAndClock, type WiringContext } from './wiring-context.ts';

/** Messages to a card's holders and the card's statistics. */
export const wireMessaging = ({ container, db, clock, jobHandlers }: WiringContext) => {
  const cardMessages = createCardMessageRepository(db);
  container.bind(messaging.CardMessageRepositoryToken).toConstantValue(cardMessages);
  const bindMessaging = shared.sliceBinder(container, messaging.MessagingUseCases);
  bindMessaging(
    { sendCardMessage },
    {
      cards: cards.CardRepositoryToken,
      holders: wallet.PassHolderRepositoryToken,
      messages: messaging.CardMessageRepositoryToken,
      jobs: shared.JobQueueToken,
      ...idsAndClock,
    },
  );
  bindMessaging(
    { cardStatistics },
    {
      cards: cards.CardRepositoryToken,
      messages: messaging.CardMessageRepositoryToken,
      clock: shared.ClockToken,
    },
  );
  jobHandlers.add(
    messaging.messageJobs({ messages: cardMessages, jobs: use(container, shared.JobQueueToken), clock }),
  );
};

/** The contact form and ratings, mailed to support. */
export const wireSupport = ({ container, config, jobHandlers }: WiringContext) => {
  const bindSupport = shared.sliceBinder(container, support.SupportUseCases);
  bindSupport(
    { sendContactForm },
    {
      jobs: shared.JobQueueToken,
      limiter: auth.RateLimiterToken,
      clock: shared.ClockToken,
    },
  );
  bindSupport({ sendRating }, { jobs: shared.JobQueueToken });
  jobHandlers.add(
    support.feedbackJobs({
      mailer: use(container, shared.MailerToken),
      supportEmail: config.mail.supportEmail,
    }),
  );
};

/** What the card-testing wizard has seen happen. */
export const wireTestingWizard = ({ container, db }: WiringContext) => {
  container.bind(testingWizard.TestRunReaderToken).toConstantValue(createTestRunReader(db));
  const bindTestingWizard = shared.sliceBinder(container, testingWizard.TestingUseCases);
  bindTestingWizard(
    { cardTestStatus },
    {
      cards: cards.CardRepositoryToken,
      runs: testingWizard.TestRunReaderToken,
      wallet: wallet.WalletStatusToken,
    },
  );
};
