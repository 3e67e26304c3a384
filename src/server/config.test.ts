import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('server configuration', () => {
  it('has sensible defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      logLevel: 'info',
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://x.example/',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://u@h/db',
      LOG_LEVEL: 'warn',
      DATA_DIR: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://x.example',
      seedDemo: false,
      databaseUrl: 'postgres://u@h/db',
      logLevel: 'warn',
    });
  });

  it('names every bad variable on its own line', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', JWT_SECRET: 'short' }),
    ).toThrowError(
      /Invalid configuration:\n {2}PORT: must be a whole number.*\n {2}DATABASE_URL: must be a postgres.*\n {2}SEED_DEMO: must be true or false.*\n {2}JWT_SECRET: must be at least 32/,
    );
  });

  it('reads TRUST_PROXY as hops or as the proxies’ addresses (issue 22)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'the load balancer' })).toThrowError(
      /TRUST_PROXY: must be false, true/,
    );
  });

  it('reads the invoice seller, its address lines and VAT rate, refusing a rate that is not a percentage', () => {
    expect(loadConfig({}).invoiceSeller).toEqual({
      name: 'Passdeck',
      address: null,
      taxId: null,
      vatRate: null,
    });
    expect(
      loadConfig({
        INVOICE_SELLER_NAME: ' Café Sol Lda ',
        INVOICE_SELLER_ADDRESS: 'Rua do Sol 5\\n1100-001 Lisboa',
        INVOICE_SELLER_TAX_ID: 'PT501234567',
        INVOICE_VAT_RATE: '23',
      }).invoiceSeller,
    ).toEqual({
      name: 'Café Sol Lda',
      address: 'Rua do Sol 5\n1100-001 Lisboa',
      taxId: 'PT501234567',
      vatRate: '23',
    });
    for (const rate of ['23%', '-5', '150', 'abc'])
      expect(() => loadConfig({ INVOICE_VAT_RATE: rate })).toThrow(/INVOICE_VAT_RATE/);
  });

  it('turns Stripe on only with both keys, and reads the price ids as JSON', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrowError(
      /STRIPE_WEBHOOK_SECRET: set both/,
    );
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PRICE_IDS: '{nope',
      }),
    ).toThrowError(/STRIPE_PRICE_IDS: must be JSON/);
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PRICE_IDS: '{"growth-month": {"EUR": "price_1"}}',
        STRIPE_API_URL: 'http://127.0.0.1:9999',
      }).stripe,
    ).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:9999',
      priceIds: { 'growth-month': { EUR: 'price_1' } },
    });
  });
});
