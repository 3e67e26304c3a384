import { randomBytes } from 'node:crypto';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { seedReferralCodes } from '#adapters/persistence/billing.repository.ts';
import { createDemoSeedRepository } from '#adapters/persistence/demo-seed.repository.ts';
import { AccountRepositoryToken, AuthUseCases } from '#domain/auth/index.ts';
import { seedDemoBusiness } from './demo/demo-business.ts';
import type { DemoCredentials } from './demo-banner.ts';
import { use } from './http/api.ts';
import { DatabaseToken } from './tokens.ts';

export const DEMO_EMAIL = 'demo@passdeck.app';
/** A referral code to try the discount with on the demo (20 % off). */
export const DEMO_REFERRAL = { code: 'WELCOME20', discountType: 'PERCENTAGE', discountValue: '20' } as const;

/**
 * Gives an empty database a demo business so that a first `npm start` has something to
 * log in to, with cards and a month of customers that show every screen at work. The password
 * is random and printed once: a fixed one would be a known credential on every install that
 * forgot SEED_DEMO=false. Answers the credentials when it made the account, null otherwise.
 */
export const seedDemo = async (container: Container, logger: Logger): Promise<DemoCredentials | null> => {
  const { db } = use(container, DatabaseToken);
  if (await createDemoSeedRepository(db).hasUsers()) return null;
  await seedReferralCodes(db, [DEMO_REFERRAL]);
  const started = Date.now();
  const password = `demo-${randomBytes(6).toString('base64url')}`;
  // The unique email decides between instances that start together: only one registers and seeds.
  // The demo address is ours: the account is opened verified, without a mail round trip.
  const registered = await use(
    container,
    AuthUseCases.openAccount,
  )({
    email: DEMO_EMAIL,
    password,
    verifiedAt: new Date(),
  });
  if (!registered.ok) {
    logger.warn({ code: registered.error.code }, 'demo account was not created');
    return null;
  }
  await use(container, AuthUseCases.updateProfile)(registered.value._id, {
    firstName: 'Dana',
    lastName: 'Demo',
    businessName: 'Café Aurora',
    businessType: 'cafe',
  });
  const account = await use(container, AccountRepositoryToken).findById(registered.value._id);
  if (account) {
    const seeded = await seedDemoBusiness(container, {
      businessId: account.businessId,
      userId: registered.value._id,
    });
    logger.info({ ...seeded, ms: Date.now() - started }, 'demo business seeded');
  }
  logger.info(
    { email: DEMO_EMAIL },
    `Demo account created. Log in with ${DEMO_EMAIL} / ${password} (set SEED_DEMO=false to skip this).`,
  );
  return { email: DEMO_EMAIL, password };
};
