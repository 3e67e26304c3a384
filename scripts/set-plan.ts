import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '#adapters/persistence/database.ts';
import { createBillingRepository, seedPlans } from '#adapters/persistence/billing.repository.ts';
import { systemClock } from '#adapters/security/node-id-generator.adapter.ts';
import { CurrencySchema, PLAN_TYPES, setPlanByEmail } from '#domain/billing/index.ts';
import { loadConfig } from '../src/server/config.ts';

const USAGE = `Gives a business a plan by hand, with no payment (self-hosting):
  npm run plan -- --email owner@example.com --plan business [--interval month|year] [--currency EUR]
Plans: ${PLAN_TYPES.join(', ')}. It opens the database the server uses (DATA_DIR or DATABASE_URL);
with the embedded database, stop the server first.`;

/** Parses the command line; an error text when it is not usable. */
export const parsePlanArgs = (argv: readonly string[]) => {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      email: { type: 'string' },
      plan: { type: 'string' },
      interval: { type: 'string', default: 'month' },
      currency: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help || !values.email || !values.plan) return { error: USAGE } as const;
  if (values.interval !== 'month' && values.interval !== 'year')
    return { error: `--interval is month or year\n\n${USAGE}` } as const;
  const currency = values.currency === undefined ? undefined : CurrencySchema.safeParse(values.currency);
  if (currency && !currency.success)
    return { error: `--currency is one of USD, EUR, GBP, AUD, CAD, PLN, MXN, INR` } as const;
  return {
    email: values.email,
    plan: values.plan,
    interval: values.interval,
    ...(currency?.success ? { currency: currency.data } : {}),
  } as const;
};

const main = async () => {
  const args = parsePlanArgs(process.argv.slice(2));
  if ('error' in args) {
    process.stderr.write(`${args.error}\n`);
    process.exit(2);
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
  );
  try {
    await seedPlans(database.db, config.stripe?.priceIds);
    const result = await setPlanByEmail({
      billing: createBillingRepository(database.db),
      clock: systemClock,
    })(args);
    if (!result.ok) {
      process.stderr.write(
        result.error.code === 'billing.business_not_found'
          ? `No account with the address ${args.email}.\n`
          : `No plan "${args.plan}" (${args.interval}). Plans: ${PLAN_TYPES.join(', ')}.\n`,
      );
      process.exitCode = 1;
    } else process.stdout.write(`${args.email}'s business is now on ${result.value.planId}.\n`);
  } finally {
    await database.close();
  }
};

if (import.meta.main) await main();
