import proxyAddr from 'proxy-addr';
import { resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const TRUST_PROXY_ERROR =
  'must be false, true (one proxy), the number of proxies in front, or a comma-separated list of proxy addresses or CIDRs (loopback, uniquelocal, linklocal allowed)';

/**
 * Which proxies' X-Forwarded-For entries to believe: `false` none, a number the hops in front
 * (`true` is one, a load balancer), or the proxies' own addresses. Never the leftmost entry,
 * which the client writes itself.
 */
const trustProxySetting = z.string().transform((value, ctx): false | number | readonly string[] => {
  const text = value.trim().toLowerCase();
  if (['', 'false', 'no', '0'].includes(text)) return false;
  if (['true', 'yes'].includes(text)) return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(list);
    return list;
  } catch {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_ERROR });
    return z.NEVER;
  }
});

const ConfigSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a whole number between 0 and 65535' })
      .int({ error: 'must be a whole number between 0 and 65535' })
      .min(0, { error: 'must be a whole number between 0 and 65535' })
      .max(65535, { error: 'must be a whole number between 0 and 65535' })
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://passdeck.example.com' })
      .optional(),
    DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    SEED_DEMO: booleanFlag.default(true),
    TRUST_PROXY: trustProxySetting.default(false),
    JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    STATIC_DIR: z.string().default('./dist'),
    APPLE_PASS_TYPE_ID: z
      .string()
      .regex(/^pass\.[\w.-]+$/, { error: 'must look like pass.com.example.loyalty' })
      .default('pass.app.passdeck.dev'),
    APPLE_TEAM_ID: z
      .string()
      .regex(/^[A-Z0-9]{6,12}$/, { error: 'must be your 10-character Apple team id' })
      .default('PASSDECK01'),
    APPLE_CERT: z.string().optional(),
    APPLE_KEY: z.string().optional(),
    APPLE_KEY_PASSPHRASE: z.string().optional(),
    APPLE_WWDR: z.string().optional(),
    GOOGLE_ISSUER_ID: z
      .string()
      .regex(/^\d{10,25}$/, { error: 'must be the numeric issuer id from the Google Pay & Wallet console' })
      .default('3388000000000000000'),
    GOOGLE_SERVICE_ACCOUNT: z.string().optional(),
    GOOGLE_SAVE_URL: z.url().default('https://pay.google.com/gp/v/save/'),
    GOOGLE_API_URL: z.url().default('https://walletobjects.googleapis.com/walletobjects/v1/'),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_ROOT_KEYS_URL: z.url().default('https://pay.google.com/gp/m/issuer/keys'),
    GOOGLE_OAUTH_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_OAUTH_ISSUER: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://accounts.google.com' })
      .default('https://accounts.google.com'),
    APNS_URL: z.url().optional(),
    APNS_CA: z.string().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Passdeck <no-reply@passdeck.localhost>'),
    SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).optional(),
    /** Who the built-in invoices name as seller: the operator of this installation. */
    INVOICE_SELLER_NAME: z.string().trim().min(1).max(200).default('Passdeck'),
    /** The seller's postal address; a newline (or the two characters \n) starts a new line. */
    INVOICE_SELLER_ADDRESS: z.string().trim().max(500).optional(),
    INVOICE_SELLER_TAX_ID: z.string().trim().max(40).optional(),
    /** The VAT rate in percent that the prices include; unset: invoices show no VAT. */
    INVOICE_VAT_RATE: z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: 'must be a percentage such as 23 or 7.7' })
      .optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_\w+$/, { error: 'must be a Stripe secret key (sk_…)' })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, { error: 'must be a webhook signing secret (whsec_…)' })
      .optional(),
    /** Stripe's API address, for a local peer in tests or a proxy. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The Stripe price of each plan and currency: {"growth-month": {"USD": "price_…", "EUR": "price_…"}, …}. */
    STRIPE_PRICE_IDS: z
      .string()
      .transform((text, ctx) => {
        try {
          return z
            .record(z.string(), z.record(z.string(), z.string().regex(/^price_\w+$/)))
            .parse(JSON.parse(text));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be JSON: {"growth-month": {"USD": "price_…"}}' });
          return z.NEVER;
        }
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    // One of the pair alone is a half-done set-up: say so instead of quietly hiding the button.
    if (Boolean(env.GOOGLE_OAUTH_CLIENT_ID) !== Boolean(env.GOOGLE_OAUTH_CLIENT_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_OAUTH_CLIENT_ID ? 'GOOGLE_OAUTH_CLIENT_SECRET' : 'GOOGLE_OAUTH_CLIENT_ID'],
        message: 'set both GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET for Google sign-in',
      });
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments with Stripe',
      });
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    trustProxy: env.TRUST_PROXY,
    jwtSecret: env.JWT_SECRET,
    staticDir: resolve(env.STATIC_DIR),
    apple: {
      passTypeId: env.APPLE_PASS_TYPE_ID,
      teamId: env.APPLE_TEAM_ID,
      certificate: env.APPLE_CERT,
      key: env.APPLE_KEY,
      keyPassphrase: env.APPLE_KEY_PASSPHRASE,
      wwdr: env.APPLE_WWDR,
    },
    apns: {
      // Pushes need the real Pass Type ID certificate; an explicit APNS_URL (a relay, a test
      // peer) turns them on with whatever certificate signs the passes.
      enabled: Boolean(env.APPLE_CERT || env.APNS_URL),
      url: env.APNS_URL ?? 'https://api.push.apple.com',
      ca: env.APNS_CA,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      // Contact-form and rating mail goes to the support inbox, else to the sender address.
      supportEmail: env.SUPPORT_EMAIL ?? (/<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM).trim(),
      outboxDir: resolve(env.DATA_DIR, 'outbox'),
    },
    google: {
      issuerId: env.GOOGLE_ISSUER_ID,
      serviceAccount: env.GOOGLE_SERVICE_ACCOUNT,
      saveUrl: env.GOOGLE_SAVE_URL,
      apiUrl: env.GOOGLE_API_URL,
      tokenUrl: env.GOOGLE_TOKEN_URL,
      rootKeysUrl: env.GOOGLE_ROOT_KEYS_URL,
    },
    /** The seller on built-in invoices. */
    invoiceSeller: {
      name: env.INVOICE_SELLER_NAME,
      address: env.INVOICE_SELLER_ADDRESS?.replaceAll('\\n', '\n') || null,
      taxId: env.INVOICE_SELLER_TAX_ID || null,
      vatRate: env.INVOICE_VAT_RATE ?? null,
    },
    /** Stripe billing; null: the built-in provider (plans confirmed on our own checkout page). */
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL ?? null,
            priceIds: env.STRIPE_PRICE_IDS ?? {},
          }
        : null,
    /** Google sign-in (OpenID Connect); null when not configured. */
    googleSignIn:
      env.GOOGLE_OAUTH_CLIENT_ID && env.GOOGLE_OAUTH_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_OAUTH_CLIENT_ID,
            clientSecret: env.GOOGLE_OAUTH_CLIENT_SECRET,
            issuer: env.GOOGLE_OAUTH_ISSUER.replace(/\/+$/, ''),
          }
        : null,
  }));

export type ServerConfig = z.infer<typeof ConfigSchema>;

/** Reads the configuration; throws one readable line per bad variable. */
export const loadConfig = (env: Record<string, string | undefined>): ServerConfig => {
  // Empty values count as unset, as with most twelve-factor tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map(
    (issue) =>
      `  ${issue.path.join('.')}: ${issue.message} (got "${String(cleaned[String(issue.path[0])])}")`,
  );
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}
