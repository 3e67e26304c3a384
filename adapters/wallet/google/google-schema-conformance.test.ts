import { generateKeyPairSync } from 'node:crypto';
import type { walletobjects_v1 } from '@googleapis/walletobjects';
import fc from 'fast-check';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CardInputSchema,
  demoCardContent,
  LOYALTY_CARD_TYPES,
  ON_REDEEM_PASS_TYPES,
  PASS_TYPES,
  type CardContent,
  type PassFieldInput,
  type PassType,
} from '#domain/cards/index.ts';
import {
  buildGooglePass,
  googleSavePayload,
  passUpdateJobs,
  WALLET_JOBS,
  type GooglePass,
  type GoogleWalletApi,
  type PassHolder,
} from '#domain/wallet/index.ts';
import type { Exact, Expect } from '../../../test/contracts/no-excess.ts';
import { checkAgainstWalletObjects } from '../../../test/contracts/walletobjects-schema.ts';
import { fixedClock } from '../../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../../test/fakes/card-fakes.ts';
import { createMemoryJobs } from '../../../test/fakes/job-fakes.ts';
import { aPassHolder } from '../../../test/fakes/wallet-fakes.ts';
import { startGooglePeer } from '../../../test/peers/google-peer.ts';
import { createGoogleTokenSource } from './google-token.adapter.ts';
import { createGoogleSaveLinks, createSaveLinkSigner } from './save-link.adapter.ts';
import { createWalletObjectsClient } from './wallet-objects.adapter.ts';

/*
 * Every class, object, save-link payload and message the product sends to Google Wallet, for
 * every pass type and card option, against Google's own schema (walletobjects v1 as published
 * in @googleapis/walletobjects): at compile time (our declared types fit Google's, with no
 * property Google lacks) and at run time (the JSON itself, at any depth).
 */

type Built<K extends GooglePass['kind']> = Extract<ReturnType<typeof buildGooglePass>, { kind: K }>;
/** The addMessage body: the port's message plus the type the REST adapter adds. */
type SentMessage = {
  message: Parameters<GoogleWalletApi['addMessage']>[2] & { messageType: 'TEXT' | 'TEXT_AND_NOTIFY' };
};
export type _GoogleContract = [
  Expect<Exact<Built<'loyalty'>['passClass'], walletobjects_v1.Schema$LoyaltyClass>>,
  Expect<Exact<Built<'loyalty'>['passObject'], walletobjects_v1.Schema$LoyaltyObject>>,
  Expect<Exact<Built<'offer'>['passClass'], walletobjects_v1.Schema$OfferClass>>,
  Expect<Exact<Built<'offer'>['passObject'], walletobjects_v1.Schema$OfferObject>>,
  Expect<Exact<Built<'generic'>['passClass'], walletobjects_v1.Schema$GenericClass>>,
  Expect<Exact<Built<'generic'>['passObject'], walletobjects_v1.Schema$GenericObject>>,
  Expect<Exact<ReturnType<typeof googleSavePayload>, walletobjects_v1.Schema$Resources>>,
  Expect<Exact<SentMessage, walletobjects_v1.Schema$AddMessageRequest>>,
];

const TYPES = {
  loyalty: ['LoyaltyClass', 'LoyaltyObject'],
  offer: ['OfferClass', 'OfferObject'],
  generic: ['GenericClass', 'GenericObject'],
} as const;
const issuer = {
  issuerId: '3388000000022000000',
  issuerName: 'Passdeck',
  publicUrl: 'https://passdeck.example',
};

/** The card options that change what a Google pass carries. */
interface CardOptions {
  readonly logo: boolean;
  readonly hero: boolean;
  readonly personalImage: boolean;
  readonly fields: 'demo' | 'none' | 'front-and-back' | 'many' | 'blank';
  readonly couponOnly: boolean;
  readonly loyaltyOnly: boolean;
  readonly locations: boolean;
  readonly links: boolean;
  readonly loyaltyCardType: (typeof LOYALTY_CARD_TYPES)[number] | null;
  readonly onRedeemPassType: (typeof ON_REDEEM_PASS_TYPES)[number] | null;
  readonly companyName: string;
  readonly bgColor: string;
}
interface HolderOptions {
  readonly name: string;
  readonly redeemed: boolean;
  readonly stamps: number;
  readonly points: number;
  readonly message: string | null;
}
const PLAIN: CardOptions = {
  logo: false,
  hero: false,
  personalImage: false,
  fields: 'demo',
  couponOnly: false,
  loyaltyOnly: false,
  locations: false,
  links: false,
  loyaltyCardType: null,
  onRedeemPassType: null,
  companyName: 'Café Sol',
  bgColor: '#7B61FF',
};
const field = (i: number, over: Partial<PassFieldInput> = {}): PassFieldInput => ({
  key: `f${i}`,
  label: `Label ${i}`,
  value: `Value ${i}`,
  displaySide: i % 3 === 0 ? 'back' : 'front',
  ...over,
});
const FIELDS: Record<Exclude<CardOptions['fields'], 'demo'>, PassFieldInput[]> = {
  none: [],
  'front-and-back': [field(1), field(2, { clickLabel: 'Call us' }), field(3)],
  many: [
    { key: 'position', label: 'Balance', value: '' },
    { key: 'personalName', label: 'Name', value: '' },
    ...Array.from({ length: 16 }, (_, i) => field(i + 1)),
  ],
  blank: [field(1, { label: '', value: '' }), field(3, { label: '', value: '' })],
};

const cardFor = (passType: PassType, o: CardOptions): CardContent => {
  const demo = demoCardContent(passType, o.companyName);
  const fields = [
    ...(o.fields === 'demo' ? (demo.info?.fields ?? []) : FIELDS[o.fields]),
    ...(o.couponOnly ? [field(20, { isCouponOnly: true, displaySide: 'front' })] : []),
    ...(o.loyaltyOnly ? [field(21, { isLoyaltyOnly: true, displaySide: 'front' })] : []),
  ];
  return CardInputSchema.parse({
    ...demo,
    loyaltyCardType: passType === 'loyalty' ? o.loyaltyCardType : null,
    info: {
      ...demo.info,
      companyName: o.companyName,
      personalName: 'Ana Lima',
      fields,
      socialLinks: o.links
        ? [
            { key: 'phone', value: '+44 20 7946 0958', isActive: true },
            { key: 'email', label: 'Write to us', value: 'hello@cafe.example', isActive: true },
            { key: 'website', value: 'cafe.example', isActive: true },
            { key: 'facebook', value: 'https://www.facebook.com/cafesol', isActive: true },
          ]
        : [],
    },
    design: {
      ...demo.design,
      image: {
        bgColor: o.bgColor,
        logo: o.logo ? '/api/uploads/logo.png' : null,
        bgImage: o.hero ? 'https://cdn.example/hero.png' : null,
        personalImage: o.personalImage ? '/api/uploads/me.png' : null,
      },
    },
    couponSettings: {
      ...demo.couponSettings,
      onRedeemPassType: o.onRedeemPassType,
      onRedeemFrontFields: o.onRedeemPassType ? [field(30, { isLoyaltyOnly: true })] : [],
    },
    locationInfo: o.locations
      ? { enabled: true, locations: [{ name: 'Shop', latitude: 52.52, longitude: 13.405 }] }
      : { enabled: false, locations: [] },
  });
};
const holderFor = (h: HolderOptions, serial = 'SERIAL-0001'): PassHolder =>
  aPassHolder({
    serialNumber: serial,
    name: h.name,
    stamps: h.stamps,
    points: h.points,
    redeemedAt: h.redeemed ? new Date('2026-11-23T09:00:00Z') : null,
    message: h.message,
    messageAt: h.message ? new Date('2026-11-23T09:00:00Z') : null,
  });

/** Named card options: each one alone on top of the plain card. */
const SCENARIOS: Record<string, Partial<CardOptions>> = {
  plain: {},
  'logo, hero and personal image': { logo: true, hero: true, personalImage: true },
  'no fields': { fields: 'none' },
  'front and back fields': { fields: 'front-and-back' },
  'more than 10 text modules': { fields: 'many', logo: true },
  'blank labels and values': { fields: 'blank' },
  'coupon-only and loyalty-only fields': { couponOnly: true, loyaltyOnly: true },
  'locations enabled': { locations: true },
  'contact links': { links: true },
  'point subtype': { loyaltyCardType: 'point' },
  'level subtype': { loyaltyCardType: 'level', fields: 'many' },
  'turns into a stamp card when redeemed': { onRedeemPassType: 'stamp_card' },
  'turns into a point card when redeemed': { onRedeemPassType: 'point_card', loyaltyOnly: true },
  'no company name, #rgb colour': { companyName: '', bgColor: '#0A0' },
};
const HOLDERS: Record<string, HolderOptions> = {
  new: { name: '', redeemed: false, stamps: 0, points: 0, message: null },
  'many stamps and points, redeemed, with a message': {
    name: 'Ana Lima',
    redeemed: true,
    stamps: 48,
    points: 987_654,
    message: 'Double points this weekend 🎉',
  },
};
const CASES = PASS_TYPES.flatMap((passType) =>
  Object.entries(SCENARIOS).flatMap(([scenario, over]) =>
    Object.entries(HOLDERS).map(([who, h]) => ({
      name: `${passType}, ${scenario}, ${who} holder`,
      card: cardFor(passType, { ...PLAIN, ...over }),
      holder: h,
    })),
  ),
);

/** What Google's schema finds in a built pass's class and object, path-prefixed. */
const problemsOf = (pass: GooglePass): string[] => {
  const [classType, objectType] = TYPES[pass.kind];
  return [
    ...checkAgainstWalletObjects(classType, pass.passClass).map((p) => `${classType} ${p}`),
    ...checkAgainstWalletObjects(objectType, pass.passObject).map((p) => `${objectType} ${p}`),
  ];
};

describe('the contract checker reads Google’s schema', () => {
  it('knows the types we send, their fields and what is required', () => {
    expect(checkAgainstWalletObjects('Schema$LoyaltyClass', {})).toEqual([
      '$.id: required by LoyaltyClass but missing',
      '$.issuerName: required by LoyaltyClass but missing',
      '$.programLogo: required by LoyaltyClass but missing',
      '$.programName: required by LoyaltyClass but missing',
      '$.reviewStatus: required by LoyaltyClass but missing',
    ]);
    expect(
      checkAgainstWalletObjects('LoyaltyObject', {
        id: '1.a',
        classId: '1.c',
        state: 'ON',
        hexBackgroundColor: '#000',
        barcode: null,
        accountId: 7,
        textModulesData: [{ id: 'm0', header: 'h', body: 'b', color: 'red' }],
        loyaltyPoints: { label: 'Stamps', balance: { string: '1', int: 1 } },
        heroImage: { sourceUri: { uri: 'hero.png' } },
      }),
    ).toEqual([
      '$.state: "ON" is not one of LoyaltyObject.state\'s values',
      '$.hexBackgroundColor: unknown property (Schema$LoyaltyObject has no "hexBackgroundColor")',
      '$.barcode: null is not allowed (Schema$LoyaltyObject.barcode)',
      '$.accountId: expected string, got number',
      '$.textModulesData[0].color: unknown property (Schema$TextModuleData has no "color")',
      '$.loyaltyPoints.balance: needs exactly one of string, int, double and money (Schema$LoyaltyPointsBalance)',
      '$.heroImage.sourceUri: uri must be a URI with a scheme (Schema$ImageUri)',
    ]);
    expect(
      checkAgainstWalletObjects('LoyaltyObject', { id: '1.a', classId: '1.c' }, { required: false }),
    ).toEqual([]);
  });
});

describe('Google Wallet payloads conform to Google’s published schema', () => {
  it.each(CASES)('$name: class and object', ({ card, holder }) => {
    const pass = buildGooglePass(card, 'card-1', holderFor(holder), issuer);
    expect(problemsOf(pass)).toEqual([]);
    if (pass.kind === 'loyalty') expect(pass.passClass.programLogo.sourceUri.uri).toMatch(/^https:\/\//);
  });

  it('holds for any combination of card options and holder counters', () => {
    const options: fc.Arbitrary<CardOptions> = fc.record({
      logo: fc.boolean(),
      hero: fc.boolean(),
      personalImage: fc.boolean(),
      fields: fc.constantFrom('demo', 'none', 'front-and-back', 'many', 'blank'),
      couponOnly: fc.boolean(),
      loyaltyOnly: fc.boolean(),
      locations: fc.boolean(),
      links: fc.boolean(),
      loyaltyCardType: fc.constantFrom(null, ...LOYALTY_CARD_TYPES),
      onRedeemPassType: fc.constantFrom(null, ...ON_REDEEM_PASS_TYPES),
      companyName: fc.constantFrom('', 'Café Sol', '東京ラーメン', '🍕 Pizza', '  '),
      bgColor: fc.constantFrom('#7B61FF', '#0A0', '#ffffff', '#000000'),
    });
    const holders: fc.Arbitrary<HolderOptions> = fc.record({
      name: fc.string({ maxLength: 30 }),
      redeemed: fc.boolean(),
      stamps: fc.integer({ min: 0, max: 10_000 }),
      points: fc.integer({ min: 0, max: 100_000_000 }),
      message: fc.option(fc.string({ maxLength: 40 })),
    });
    fc.assert(
      fc.property(fc.constantFrom(...PASS_TYPES), options, holders, (passType, o, h) => {
        expect(problemsOf(buildGooglePass(cardFor(passType, o), 'card-1', holderFor(h), issuer))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('what the product sends to Google conforms as well', () => {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const account = {
    client_email: 'issuer@passdeck-test.iam.gserviceaccount.com',
    private_key: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  const sign = createSaveLinkSigner({
    account,
    origins: ['https://passdeck.example'],
    saveUrlBase: 'https://pay.google.com/gp/v/save/',
  });
  const jwtOf = (link: string) => link.slice('https://pay.google.com/gp/v/save/'.length);
  let peer: Awaited<ReturnType<typeof startGooglePeer>>;
  beforeAll(async () => {
    peer = await startGooglePeer(keys.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  });
  afterAll(() => peer.close());

  it.each(PASS_TYPES)('%s: the full and the skinny save-link JWT payloads', async (passType) => {
    for (const scenario of Object.values(SCENARIOS)) {
      const card = cardFor(passType, { ...PLAIN, ...scenario });
      const holder = holderFor(HOLDERS['many stamps and points, redeemed, with a message']!);
      const pass = buildGooglePass(card, 'card-1', holder, issuer);
      const jwt = jwtOf(await createGoogleSaveLinks({ sign, api: null, issuer })(card, 'card-1', holder));
      expect(checkAgainstWalletObjects('JwtResource', { jwt })).toEqual([]);
      const { payload, ...claims } = decodeJwt(jwt);
      // The claims of a save-link JWT are not in the package's types; these are Google's
      // (https://developers.google.com/wallet/reference/rest/v1/Jwt).
      expect(Object.keys(claims).sort()).toEqual(['aud', 'iat', 'iss', 'origins', 'typ']);
      expect(claims).toMatchObject({ aud: 'google', typ: 'savetowallet', iss: account.client_email });
      expect(checkAgainstWalletObjects('Resources', payload)).toEqual([]);
      expect(payload).toEqual(googleSavePayload(pass));

      const saved: unknown[] = [];
      const api: GoogleWalletApi = {
        saveClass: async () => undefined,
        saveObject: async (_kind, passClass, passObject) => void saved.push(passClass, passObject),
        addMessage: async () => undefined,
      };
      const skinny = decodeJwt(
        jwtOf(await createGoogleSaveLinks({ sign, api, issuer, maxLength: 0 })(card, 'card-1', holder)),
      );
      // A skinny JWT names an object the REST API has just written: ids only, nothing required.
      expect(checkAgainstWalletObjects('Resources', skinny.payload, { required: false })).toEqual([]);
      expect(skinny.payload).toEqual({
        [`${pass.kind}Objects`]: [{ id: pass.passObject.id, classId: pass.passObject.classId }],
      });
      const [classType, objectType] = TYPES[pass.kind];
      expect(checkAgainstWalletObjects(classType, saved[0])).toEqual([]);
      expect(checkAgainstWalletObjects(objectType, saved[1])).toEqual([]);
    }
  });

  it.each(PASS_TYPES)(
    '%s: every REST body of an object update with a message and of a class update',
    async (passType) => {
      const tokens = createGoogleTokenSource({ account, tokenUrl: peer.tokenUrl, now: () => new Date() });
      const google = createWalletObjectsClient({ baseUrl: peer.baseUrl, token: () => tokens.token() });
      for (const [i, scenario] of Object.values(SCENARIOS).entries()) {
        const cards = createMemoryCards();
        const cardId = `${passType}-${i}`;
        const content = cardFor(passType, { ...PLAIN, ...scenario });
        await cards.insert({ id: cardId, businessId: 'b1', content, isPublished: true, at: new Date() });
        const holder = { ...holderFor(HOLDERS.new!, `S-${cardId}`), cardId, googleState: 'saved' as const };
        const run = passUpdateJobs({
          holders: { findBySerial: async () => holder },
          cards,
          tokens: { pushTokens: async () => [] },
          registrations: { forgetPushToken: async () => undefined },
          jobs: createMemoryJobs(),
          clock: fixedClock(),
          apns: null,
          google,
          budget: { tryConsume: async () => i % 2 === 0 },
          googleIssuer: issuer,
        });
        peer.requests.length = 0;
        // First sight (404 → POST class and object), then a patch, each with a message.
        for (const message of ['Stamps: 1/10', 'Stamps: 2/10'])
          await run[WALLET_JOBS.googleObject]({ serialNumber: holder.serialNumber, message });
        await run[WALLET_JOBS.googleClass]({ cardId });
        const sent = peer.requests.map(
          (r) => `${r.method} ${r.path.replace(/\/[^/]+(?=\/addMessage$|$)/, '/…')}`,
        );
        const kind = buildGooglePass(content, cardId, holder, issuer).kind;
        expect(sent).toEqual([
          `PATCH ${kind}Object/…`,
          `PATCH ${kind}Class/…`,
          `POST ${kind}Class`,
          `POST ${kind}Object`,
          `POST ${kind}Object/…/addMessage`,
          `PATCH ${kind}Object/…`,
          `POST ${kind}Object/…/addMessage`,
          `PATCH ${kind}Class/…`,
        ]);
        for (const request of peer.requests) {
          const [resource, , action] = request.path.split('/');
          const type =
            action === 'addMessage' ? 'AddMessageRequest' : resource!.replace(/^./, (c) => c.toUpperCase());
          expect(checkAgainstWalletObjects(type, request.body), `${request.method} ${request.path}`).toEqual(
            [],
          );
        }
      }
    },
  );
});
