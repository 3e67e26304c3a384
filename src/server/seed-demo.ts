import { randomBytes } from 'node:crypto';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { users } from '#adapters/persistence/schema.ts';
import { AccountRepositoryToken, RegisterAccount, UpdateProfile } from '#domain/auth/index.ts';
import { CreateDemoCard, PASS_TYPES } from '#domain/cards/index.ts';
import { use } from './http/api.ts';
import { DatabaseToken } from './tokens.ts';

export const DEMO_EMAIL = 'demo@passdeck.app';

/**
 * Gives an empty database a demo business so that a first `npm start` has something to
 * log in to. The password is random and printed once: a fixed one would be a known
 * credential on every install that forgot SEED_DEMO=false.
 */
export const seedDemo = async (container: Container, logger: Logger): Promise<void> => {
  const { db } = use(container, DatabaseToken);
  const [existing] = await db.select({ id: users.id }).from(users).limit(1);
  if (existing) return;
  const password = `demo-${randomBytes(6).toString('base64url')}`;
  const registered = await use(container, RegisterAccount)({ email: DEMO_EMAIL, password });
  if (!registered.ok) {
    logger.warn({ code: registered.error.code }, 'demo account was not created');
    return;
  }
  await use(container, UpdateProfile)(registered.value._id, {
    firstName: 'Dana',
    lastName: 'Demo',
    businessName: 'Café Aurora',
    businessType: 'cafe',
  });
  // One published card of each kind, so a first look shows the whole product.
  const account = await use(container, AccountRepositoryToken).findById(registered.value._id);
  if (account) {
    for (const passType of PASS_TYPES)
      await use(container, CreateDemoCard)(account.businessId, passType, 'Café Aurora');
  }
  logger.info(
    { email: DEMO_EMAIL },
    `Demo account created. Log in with ${DEMO_EMAIL} / ${password} (set SEED_DEMO=false to skip this).`,
  );
};
