import { createCardMessageRepository } from '#adapters/persistence/card-message.repository.ts';
import { createTestRunReader } from '#adapters/persistence/test-run.repository.ts';
import * as auth from '#domain/auth/index.ts';
import * as cards from '#domain/cards/index.ts';
import * as messaging from '#domain/messaging/index.ts';
import {
  bindUseCase,
  ClockToken,
  IdGeneratorToken,
  JobQueueToken,
  MailerToken,
} from '#domain/shared/index.ts';
import * as support from '#domain/support/index.ts';
import * as testingWizard from '#domain/testing-wizard/index.ts';
import * as wallet from '#domain/wallet/index.ts';
import { use } from '../http/api.ts';
import type { WiringContext } from './wiring-context.ts';

/** Messages to a card's holders and the card's statistics. */
export const wireMessaging = ({ container, db, clock, jobHandlers }: WiringContext) => {
  const cardMessages = createCardMessageRepository(db);
  container.bind(messaging.CardMessageRepositoryToken).toConstantValue(cardMessages);
  bindUseCase(container, messaging.SendCardMessage, messaging.sendCardMessage, {
    cards: cards.CardRepositoryToken,
    holders: wallet.PassHolderRepositoryToken,
    messages: messaging.CardMessageRepositoryToken,
    jobs: JobQueueToken,
    ids: IdGeneratorToken,
    clock: ClockToken,
  });
  bindUseCase(container, messaging.CardStatisticsToken, messaging.cardStatistics, {
    cards: cards.CardRepositoryToken,
    messages: messaging.CardMessageRepositoryToken,
    clock: ClockToken,
  });
  jobHandlers.add(
    messaging.messageJobs({ messages: cardMessages, jobs: use(container, JobQueueToken), clock }),
  );
};

/** The contact form and ratings, mailed to support. */
export const wireSupport = ({ container, config, jobHandlers }: WiringContext) => {
  bindUseCase(container, support.SendContactForm, support.sendContactForm, {
    jobs: JobQueueToken,
    limiter: auth.RateLimiterToken,
    clock: ClockToken,
  });
  bindUseCase(container, support.SendRating, support.sendRating, { jobs: JobQueueToken });
  jobHandlers.add(
    support.feedbackJobs({ mailer: use(container, MailerToken), supportEmail: config.mail.supportEmail }),
  );
};

/** What the card-testing wizard has seen happen. */
export const wireTestingWizard = ({ container, db }: WiringContext) => {
  container.bind(testingWizard.TestRunReaderToken).toConstantValue(createTestRunReader(db));
  bindUseCase(container, testingWizard.CardTestStatus, testingWizard.cardTestStatus, {
    cards: cards.CardRepositoryToken,
    runs: testingWizard.TestRunReaderToken,
    wallet: wallet.WalletStatusToken,
  });
};
