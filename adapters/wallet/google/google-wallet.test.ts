import { generateKeyPairSync } from 'node:crypto';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardInputSchema, demoCardContent } from '#domain/cards/index.ts';
import { aPassHolder } from '../../../test/fakes/wallet-fakes.ts';
import { PermanentJobError } from '#domain/shared/index.ts';
import { createGoogleCallbackSigner, startGooglePeer } from '../../../test/peers/google-peer.ts';
import { createGoogleCallbackVerifier } from './callback-verifier.adapter.ts';
import { createGoogleTokenSource, WALLET_SCOPE } from './google-token.adapter.ts';
import { createGoogleSaveLinks, createSaveLinkSigner, MAX_SAVE_LINK_LENGTH } from './save-link.adapter.ts';
import { createWalletObjectsClient } from './wallet-objects.adapter.ts';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const account = {
  client_email: 'issuer@passdeck-test.iam.gserviceaccount.com',
  private_key: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
let peer: Awaited<ReturnType<typeof startGooglePeer>>;
beforeAll(async () => {
  peer = await startGooglePeer(keys.publicKey.export({ type: 'spki', format: 'pem' }).toString());
});
afterAll(() => peer.close());

const clientFor = (now = () => new Date()) => {
  const tokens = createGoogleTokenSource({ account, tokenUrl: peer.tokenUrl, now });
  return createWalletObjectsClient({ baseUrl: peer.baseUrl, token: () => tokens.token() });
};
const loyaltyClass = {
  id: '3388.card-1',
  issuerName: 'Café',
  programName: 'Stamps',
  reviewStatus: 'UNDER_REVIEW',
};
const object = (balance: string) => ({
  id: '3388.serial-1',
  classId: '3388.card-1',
  state: 'ACTIVE',
  loyaltyPoints: { label: 'Stamps', balance: { string: balance } },
});

describe('Google Wallet REST client', () => {
  it('exchanges a JWT-bearer assertion for a token once and reuses it until it expires', async () => {
    let clock = new Date();
    const tokens = createGoogleTokenSource({ account, tokenUrl: peer.tokenUrl, now: () => clock });
    const before = peer.tokenRequests.length;
    const [a, b] = await Promise.all([tokens.token(), tokens.token()]);
    expect(a).toBe(b);
    expect(await tokens.token()).toBe(a);
    expect(peer.tokenRequests.slice(before)).toEqual([{ scope: WALLET_SCOPE, iss: account.client_email }]);
    clock = new Date(clock.getTime() + 3_550_000);
    expect(await tokens.token()).not.toBe(a);
  });

  it('creates the class and the object on first sight (404 → POST), then only patches', async () => {
    const client = clientFor();
    peer.requests.length = 0;
    await client.saveObject('loyalty', loyaltyClass, object('1/10'));
    expect(peer.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PATCH loyaltyObject/3388.serial-1',
      'PATCH loyaltyClass/3388.card-1',
      'POST loyaltyClass',
      'POST loyaltyObject',
    ]);
    expect(peer.requests[0]!.authorization).toMatch(/^Bearer token-/);
    peer.requests.length = 0;
    await client.saveObject('loyalty', loyaltyClass, object('2/10'));
    expect(peer.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['PATCH loyaltyObject/3388.serial-1']);
    expect(peer.stored.get('loyaltyObject/3388.serial-1')).toMatchObject({
      loyaltyPoints: { balance: { string: '2/10' } },
    });
  });

  it('patches after a 409 (another worker created it first)', async () => {
    const client = clientFor();
    peer.stored.set('offerClass/3388.c', { id: '3388.c' });
    peer.stored.set('offerObject/3388.o', { id: '3388.o' });
    peer.fail(404, /^PATCH offerObject/);
    peer.requests.length = 0;
    await client.saveObject(
      'offer',
      { id: '3388.c' },
      { id: '3388.o', classId: '3388.c', state: 'INACTIVE' },
    );
    expect(peer.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PATCH offerObject/3388.o',
      'PATCH offerClass/3388.c',
      'POST offerObject',
      'PATCH offerObject/3388.o',
    ]);
    expect(peer.stored.get('offerObject/3388.o')).toMatchObject({ state: 'INACTIVE' });
  });

  it('sends messages as TEXT_AND_NOTIFY or TEXT, and sorts failures into retryable and final', async () => {
    const client = clientFor();
    peer.requests.length = 0;
    const message = { id: 'm1', header: 'Café', body: 'Stamps: 3/10' };
    await client.addMessage('loyalty', '3388.serial-1', message, true);
    await client.addMessage('loyalty', '3388.serial-1', { ...message, id: 'm2' }, false);
    expect(peer.requests.map((r) => (r.body.message as { messageType: string }).messageType)).toEqual([
      'TEXT_AND_NOTIFY',
      'TEXT',
    ]);
    peer.fail(429, /^PATCH loyaltyObject/);
    const busy = await client.saveObject('loyalty', loyaltyClass, object('3/10')).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(Error);
    expect(busy).not.toBeInstanceOf(PermanentJobError);
    peer.fail(403, /^PATCH loyaltyObject/);
    await expect(client.saveObject('loyalty', loyaltyClass, object('3/10'))).rejects.toBeInstanceOf(
      PermanentJobError,
    );
  });

  it('refuses a token request signed by another key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const tokens = createGoogleTokenSource({
      account: {
        ...account,
        private_key: other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
      tokenUrl: peer.tokenUrl,
    });
    await expect(tokens.token()).rejects.toBeInstanceOf(PermanentJobError);
  });
});

describe('Google callback verification (ECv2SigningOnly)', () => {
  const google = createGoogleCallbackSigner('3388000000012345');
  const now = new Date('2026-11-22T10:00:00Z');
  const verify = createGoogleCallbackVerifier({
    issuerId: '3388000000012345',
    rootKeys: async () => google.rootKeys,
    now: () => now,
  });
  const message = {
    objectId: '3388000000012345.serial-1',
    classId: '3388000000012345.card-1',
    eventType: 'save' as const,
    nonce: 'n-1',
    expTimeMillis: now.getTime() + 60_000,
  };

  it('accepts a callback signed through Google’s root for our issuer', async () => {
    expect(await verify(google.sign(message))).toMatchObject({
      eventType: 'save',
      objectId: message.objectId,
    });
  });

  it('rejects a tampered message, another issuer, expired keys or messages, and other roots', async () => {
    const signed = google.sign(message);
    expect(
      await verify({ ...signed, signedMessage: signed.signedMessage.replace('save', 'del') }),
    ).toBeNull();
    expect(await verify(google.sign(message, { signFor: '999' }))).toBeNull();
    expect(await verify(google.sign(message, { keyExpiration: now.getTime() - 1 }))).toBeNull();
    expect(await verify(google.sign({ ...message, expTimeMillis: now.getTime() - 1 }))).toBeNull();
    expect(await verify(createGoogleCallbackSigner('3388000000012345').sign(message))).toBeNull();
    expect(await verify({ protocolVersion: 'ECv1' })).toBeNull();
  });
});

describe('Save to Google Wallet links', () => {
  const issuer = {
    issuerId: '3388000000012345',
    issuerName: 'Passdeck',
    publicUrl: 'https://passdeck.example',
  };
  const sign = createSaveLinkSigner({
    account,
    origins: ['https://passdeck.example'],
    saveUrlBase: 'https://pay.google.com/gp/v/save/',
  });
  const payloadOf = async (url: string) => {
    const jwt = url.replace('https://pay.google.com/gp/v/save/', '');
    const key = await importSPKI(keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'RS256');
    const { payload } = await jwtVerify(jwt, key, { audience: 'google', issuer: account.client_email });
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: ['https://passdeck.example'] });
    return payload.payload as Record<string, { id: string; classId?: string }[]>;
  };

  it('keeps class and object in the link while it is short', async () => {
    const links = createGoogleSaveLinks({ sign, api: clientFor(), issuer });
    const card = CardInputSchema.parse(demoCardContent('stamp_card', 'Café'));
    const url = await links(card, 'card-1', aPassHolder());
    expect(url.length).toBeLessThanOrEqual(MAX_SAVE_LINK_LENGTH);
    const payload = await payloadOf(url);
    expect(payload.loyaltyClasses?.[0]?.id).toBe('3388000000012345.card-1');
    expect(payload.loyaltyObjects?.[0]?.id).toMatch(/^\d+\.[\w.-]+$/);
  });

  it('writes a long pass through the API and links it with a skinny JWT of ids only', async () => {
    const links = createGoogleSaveLinks({ sign, api: clientFor(), issuer });
    const base = CardInputSchema.parse(demoCardContent('stamp_card', 'Café'));
    const card = CardInputSchema.parse({
      ...base,
      info: {
        ...base.info,
        passDescription: 'Ł'.repeat(200),
        fields: Array.from({ length: 8 }, (_, i) => ({
          key: `f${i}`,
          label: `Field ${i}`,
          value: 'x'.repeat(150),
        })),
      },
    });
    peer.requests.length = 0;
    const url = await links(card, 'card-long', aPassHolder({ serialNumber: 'serial-long' }));
    expect(url.length).toBeLessThanOrEqual(MAX_SAVE_LINK_LENGTH);
    const payload = await payloadOf(url);
    expect(payload).toEqual({
      loyaltyObjects: [{ id: '3388000000012345.serial-long', classId: '3388000000012345.card-long' }],
    });
    expect(peer.stored.has('loyaltyObject/3388000000012345.serial-long')).toBe(true);
  });
});
