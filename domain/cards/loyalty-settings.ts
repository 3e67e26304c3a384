import { DEFAULT_LEVELS, type Level } from '../loyalty/index.ts';
import type { SiteLanguage } from '../shared/site-language.ts';
import { passWords } from './pass-words.ts';

/** requirements §9 loyalty defaults for a normalised card. */
export const LOYALTY_DEFAULTS = Object.freeze({
  maxStamps: 10,
  previewMaxStamps: 20,
  resetAfterRedemption: true,
  rewardMessage: 'Free item',
  pointsPerVisit: 1,
  pointsToRedeem: 10,
  levelName: 'Bronze',
  levelBenefits: 'No benefits specified',
  /** The most stamps one scan may add: more is refused as a typing mistake. */
  maxStampsPerScan: 20,
  /** Above this many stamps in one scan, staff confirm before they are added. */
  confirmStampsAbove: 3,
});

/** Loyalty settings with every field filled. */
export interface LoyaltySettings {
  readonly maxStamps: number;
  readonly resetAfterRedemption: boolean;
  readonly rewardMessage: string;
  readonly pointsPerVisit: number;
  readonly pointsToRedeem: number;
  /** The most stamps one scan may add. */
  readonly maxStampsPerScan: number;
  /** Above this many stamps in one scan, staff confirm first. */
  readonly confirmStampsAbove: number;
  readonly levels: readonly Level[];
  readonly validation: { readonly enabled: boolean };
}

type Loose = Record<string, unknown>;

const parseLoose = (input: unknown): Loose => {
  if (typeof input === 'string') {
    try {
      const parsed: unknown = JSON.parse(input);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Loose) : {};
    } catch {
      return {};
    }
  }
  return input && typeof input === 'object' && !Array.isArray(input) ? (input as Loose) : {};
};

const positiveInt = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : fallback;
};

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

const normalizeLevels = (value: unknown): Level[] => {
  if (!Array.isArray(value) || value.length === 0) return DEFAULT_LEVELS.map((l) => ({ ...l }));
  return value
    .filter((l): l is Loose => Boolean(l) && typeof l === 'object')
    .map((l) => ({
      name: text(l.name, LOYALTY_DEFAULTS.levelName),
      pointsRequired: Math.max(0, Math.round(Number(l.pointsRequired) || 0)),
      benefits: text(l.benefits, LOYALTY_DEFAULTS.levelBenefits),
    }));
};

/**
 * Loyalty settings arrive as an object or as a JSON string (requirements §3), sometimes broken;
 * this fills every missing or invalid field with the requirements §9 defaults.
 */
export const normalizeLoyaltySettings = (input: unknown): LoyaltySettings => {
  const raw = parseLoose(input);
  const validation = parseLoose(raw.validation);
  return {
    maxStamps: positiveInt(raw.maxStamps, LOYALTY_DEFAULTS.maxStamps),
    resetAfterRedemption:
      typeof raw.resetAfterRedemption === 'boolean'
        ? raw.resetAfterRedemption
        : LOYALTY_DEFAULTS.resetAfterRedemption,
    rewardMessage: text(raw.rewardMessage, LOYALTY_DEFAULTS.rewardMessage),
    pointsPerVisit: positiveInt(raw.pointsPerVisit, LOYALTY_DEFAULTS.pointsPerVisit),
    pointsToRedeem: positiveInt(raw.pointsToRedeem, LOYALTY_DEFAULTS.pointsToRedeem),
    maxStampsPerScan: positiveInt(raw.maxStampsPerScan, LOYALTY_DEFAULTS.maxStampsPerScan),
    confirmStampsAbove: positiveInt(raw.confirmStampsAbove, LOYALTY_DEFAULTS.confirmStampsAbove),
    levels: normalizeLevels(raw.levels),
    validation: { enabled: validation.enabled === true },
  };
};

/** requirements §4: validation is on when the card's validation setting or its loyalty settings say so. */
export const isValidationEnabled = (card: {
  validation?: { enabled?: boolean } | null;
  loyaltySettings?: unknown;
}): boolean =>
  card.validation?.enabled === true || normalizeLoyaltySettings(card.loyaltySettings).validation.enabled;

/**
 * Full stamp cards a holder can still take: with `resetAfterRedemption` a redemption takes the
 * stamps away, otherwise stamps stay and redemptions are counted instead.
 */
export const stampRewardsReady = (
  settings: Pick<LoyaltySettings, 'maxStamps' | 'resetAfterRedemption'>,
  stamps: number,
  rewardsRedeemed: number,
): number =>
  Math.max(
    0,
    Math.floor(stamps / settings.maxStamps) - (settings.resetAfterRedemption ? 0 : rewardsRedeemed),
  );
/**
 * The counter a stamp card shows: "3 of 10", and "· 1 reward ready" when a card is full, in the
 * card's language.
 * Stamps past a full card start the next one (11 of 10 reads "1 of 10 · 1 reward ready");
 * a full card with nothing past it stays drawn full until the reward is taken.
 */
export const stampFace = (
  stamps: number,
  maxStamps: number,
  rewardsReady: number,
  language: SiteLanguage = 'en',
): {
  readonly filled: number;
  readonly total: number;
  readonly rewardsReady: number;
  readonly text: string;
} => {
  const total = Math.max(1, maxStamps);
  const rest = Math.max(0, stamps) % total;
  const ready = Math.max(0, rewardsReady);
  const filled = rest === 0 && ready > 0 ? total : rest;
  return { filled, total, rewardsReady: ready, text: passWords(language).stampCounter(filled, total, ready) };
};

/**
 * The stamp counter a pass will show once `count` stamps are added to one that has `stamps` and
 * `rewardsReady`, as the pass draws it: stamps past a full card start the next one, each full card
 * a reward ready (adding 20 to an empty 10-stamp card is 10 of 10 with 2 rewards, never "20 of 10").
 */
export const stampFaceAfterAdding = (
  current: { readonly stamps: number; readonly maxStamps: number; readonly rewardsReady: number },
  count: number,
): { readonly filled: number; readonly total: number; readonly rewardsReady: number } => {
  const max = Math.max(1, current.maxStamps);
  const stamps = current.stamps + count;
  const ready = current.rewardsReady + Math.floor(stamps / max) - Math.floor(current.stamps / max);
  const { filled, total, rewardsReady } = stampFace(stamps, max, ready);
  return { filled, total, rewardsReady };
};
