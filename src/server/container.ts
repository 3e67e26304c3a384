import { Container } from 'inversify';
import type { Logger } from 'pino';
import type { Database } from '#adapters/persistence/database.ts';
import { nodeIdGenerator, systemClock } from '#adapters/security/node-id-generator.adapter.ts';
import type { GoogleRootKey } from '#adapters/wallet/google/callback-verifier.adapter.ts';
import type { PasswordHasher } from '#domain/auth/index.ts';
import { ClockToken, IdGeneratorToken, type Clock, type IdGenerator } from '#domain/shared/index.ts';
import type { ServerConfig } from './config.ts';
import { ConfigToken, DatabaseToken, LoggerToken } from './tokens.ts';
import { wireAuth } from './wiring/auth.ts';
import { wireBilling } from './wiring/billing.ts';
import { wireAccountData, wireTeam } from './wiring/team.ts';
import { wireCards } from './wiring/cards.ts';
import { wireCustomers, wireDashboard, wireMail } from './wiring/customers.ts';
import { wireFiles } from './wiring/files.ts';
import { wireJobs } from './wiring/jobs.ts';
import { wireMessaging, wireSupport, wireTestingWizard } from './wiring/messaging.ts';
import { wireLoyalty, wireScanner } from './wiring/scanner.ts';
import { wireWallet } from './wiring/wallet.ts';
import { createJobHandlerRegistry, type WiringContext } from './wiring/wiring-context.ts';

export interface ServerContainerOptions {
  readonly config: ServerConfig;
  readonly database: Database;
  readonly logger: Logger;
  readonly clock?: Clock;
  readonly ids?: IdGenerator;
  /** Cheaper hashing for tests; production uses the OWASP baseline. */
  readonly passwordHasher?: PasswordHasher;
  /** Google's callback root keys; fetched from GOOGLE_ROOT_KEYS_URL when not given (tests give local keys). */
  readonly googleRootKeys?: () => Promise<readonly GoogleRootKey[]>;
  /** How long a call to APNs or Google may take before it fails and is retried (10 s; tests shorten it). */
  readonly peerTimeoutMs?: number;
}

/**
 * The API's composition root: the process's shared pieces, then each slice's wiring
 * (`./wiring/<slice>.ts`) in dependency order — a slice reads what earlier ones bound.
 */
export const createServerContainer = async (options: ServerContainerOptions): Promise<Container> => {
  const { config, database, logger } = options;
  const container = new Container();
  const clock = options.clock ?? systemClock;
  container.bind(ConfigToken).toConstantValue(config);
  container.bind(DatabaseToken).toConstantValue(database);
  container.bind(LoggerToken).toConstantValue(logger);
  container.bind(ClockToken).toConstantValue(clock);
  container.bind(IdGeneratorToken).toConstantValue(options.ids ?? nodeIdGenerator);
  const context: WiringContext = {
    container,
    options,
    config,
    database,
    db: database.db,
    logger,
    clock,
    jobHandlers: createJobHandlerRegistry(),
  };
  wireJobs(context);
  await wireAuth(context);
  wireCards(context);
  wireFiles(context);
  await wireWallet(context);
  wireMail(context);
  wireTeam(context);
  wireAccountData(context);
  wireCustomers(context);
  wireDashboard(context);
  wireLoyalty(context);
  wireScanner(context);
  wireSupport(context);
  wireMessaging(context);
  wireTestingWizard(context);
  await wireBilling(context);
  return container;
};
