import { createHash } from 'node:crypto';
import type { Container } from 'inversify';
import { createDemoSeedRepository } from '#adapters/persistence/demo-seed.repository.ts';
import { CardInputSchema, CardRepositoryToken, loyaltyKindOf } from '#domain/cards/index.ts';
import { FileUseCases } from '#domain/files/index.ts';
import { LoyaltyUseCases } from '#domain/loyalty/index.ts';
import { ClockToken, IdGeneratorToken } from '#domain/shared/index.ts';
import { use } from '../http/api.ts';
import { DatabaseToken } from '../tokens.ts';
import { logoSvg, portraitSvg, stripSvg, svgToPng } from './demo-artwork.ts';
import { DEMO_BRANDS, DEMO_POINTS_RULE, demoBrandCard, type DemoBrand } from './demo-brands.ts';
import { planDemoHistory, type DemoCard } from './demo-history.ts';
import { seededRandom } from './demo-people.ts';

const DAY = 86_400_000;
/** The fixed seed: every demo tells the same story (ids and secrets are random all the same). */
const DEMO_SEED = 20_260_519;
export const DEMO_DEVICES = ['Front counter', 'Terrace'] as const;

const upload = async (container: Container, businessId: string, svg: string) => {
  const stored = await use(container, FileUseCases.uploadImage)(businessId, await svgToPng(svg));
  if (!stored.ok) throw new Error(`demo image was refused: ${stored.error.code}`);
  return stored.value.url;
};

/** A brand's logo, strip and (business card) portrait, drawn here and stored as uploads. */
const brandImages = async (container: Container, businessId: string, brand: DemoBrand) => {
  // Stamps are drawn over a stamp card's strip: its picture stays quiet.
  const busy = loyaltyKindOf(brand.passType, brand.content.loyaltyCardType) !== 'stamp';
  const [logo, strip, portrait] = await Promise.all([
    upload(container, businessId, logoSvg(brand.icon, brand.palette)),
    upload(container, businessId, stripSvg(brand.icon, brand.palette, busy)),
    brand.portrait ? upload(container, businessId, portraitSvg(brand.palette)) : null,
  ]);
  return { logo, strip, portrait };
};

/**
 * Fills a new business with the demo: a published card of every kind, each with its own brand
 * and pictures, two scanner devices and 30 days of customers, scans, rewards and messages.
 */
export const seedDemoBusiness = async (
  container: Container,
  owner: { businessId: string; userId: string },
): Promise<{ cards: number; customers: number; ledgerRows: number }> => {
  const { businessId } = owner;
  const now = use(container, ClockToken).now();
  const ids = use(container, IdGeneratorToken);
  const images = await Promise.all(DEMO_BRANDS.map((brand) => brandImages(container, businessId, brand)));
  // The point card earns by a points rule, so the points-rules page has one to show.
  const rule = await use(container, LoyaltyUseCases.createAccrualConfig)(businessId, DEMO_POINTS_RULE);
  if (!rule.ok) throw new Error(`demo points rule was refused: ${rule.error.code}`);
  const repository = use(container, CardRepositoryToken);
  const cards: DemoCard[] = [];
  // One after another, a minute apart, so the list shows them in the brands' order (newest first).
  for (const [i, brand] of DEMO_BRANDS.entries()) {
    const accrual = brand.passType === 'point_card' ? rule.value : null;
    const content = CardInputSchema.parse({
      ...demoBrandCard(brand, images[i]!),
      accrualConfigId: accrual?.id ?? null,
    });
    const at = new Date(now.getTime() - 35 * DAY - i * 60_000);
    const stored = await repository.insert({ id: ids.id(), businessId, content, isPublished: true, at });
    cards.push({ id: stored.id, businessId, content: stored.content, share: brand.share, accrual });
  }
  const devices = DEMO_DEVICES.map((deviceName) => ({
    id: ids.id(),
    businessId,
    deviceName,
    // The key itself is never known: the devices exist for the history, not to scan with.
    keyDigest: createHash('sha256').update(ids.secret()).digest('base64url'),
    createdAt: new Date(now.getTime() - 34 * DAY),
    lastUsedAt: null as Date | null,
    revokedAt: null,
  }));
  const history = planDemoHistory({
    cards,
    devices: devices.map((d) => d.id),
    ownerId: owner.userId,
    now,
    ids,
    random: seededRandom(DEMO_SEED),
  });
  for (const device of devices)
    device.lastUsedAt =
      history.ledger.findLast((row) => row.actorType === 'device' && row.actorId === device.id)?.createdAt ??
      null;
  await createDemoSeedRepository(use(container, DatabaseToken).db).insertHistory(
    { ...history, devices },
    now,
  );
  return { cards: cards.length, customers: history.holders.length, ledgerRows: history.ledger.length };
};
