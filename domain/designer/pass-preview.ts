import { z } from 'zod';
import {
  CARD_SIDES,
  COMPUTED_FIELD_KEYS,
  contactLinkFields,
  couponEndsAt,
  DESIGN_DEFAULTS,
  fieldsForSide,
  hexToRgb,
  loyaltyKindOf,
  normalizeLoyaltySettings,
  parseHexColor,
  shownPassType,
  STAMP_ICONS,
  stampFace,
  stampRewardsReady,
  type CardContent,
  type CardSide,
  type HolderCounters,
  type PreviewMode,
  type WalletProvider,
  WALLET_PROVIDERS,
} from '../cards/index.ts';
import { mainFieldsFor } from './main-fields.ts';
import type { StampStrip } from './stamp-strip.ts';

/** Apple pass styles used by Passdeck (wallet §1.3). */
export const APPLE_STYLES = ['storeCard', 'coupon', 'eventTicket', 'generic'] as const;
export type AppleStyle = (typeof APPLE_STYLES)[number];

const PreviewFieldsSchema = z
  .array(
    z
      .object({
        key: z.string(),
        label: z.string(),
        value: z.string(),
        clickLabel: z.string().optional(),
        href: z.string().optional(),
      })
      .readonly(),
  )
  .readonly();

/** One rendering of a pass: what a wallet shows on one side, in one mode. */
export const PassPreviewSchema = z
  .object({
    wallet: z.enum(WALLET_PROVIDERS),
    side: z.enum(CARD_SIDES),
    style: z.enum(APPLE_STYLES),
    colors: z.object({ background: z.string(), foreground: z.string(), label: z.string() }).readonly(),
    logo: z.string().nullable(),
    logoText: z.string(),
    title: z.string(),
    description: z.string(),
    heroImage: z.string().nullable(),
    thumbnail: z.string().nullable(),
    headerFields: PreviewFieldsSchema,
    primaryFields: PreviewFieldsSchema,
    secondaryFields: PreviewFieldsSchema,
    auxiliaryFields: PreviewFieldsSchema,
    backFields: PreviewFieldsSchema,
    /**
     * Stamp cards: the strip with the holder's stamps drawn in (see `stampStripSvg`), which
     * replaces the strip image, and the rewards ready. Null for other kinds.
     */
    stamps: z
      .object({
        filled: z.number(),
        total: z.number(),
        rewardsReady: z.number(),
        icon: z.enum(STAMP_ICONS),
        background: z.string(),
        stamp: z.string(),
        backgroundImage: z.string().nullable(),
      })
      .readonly()
      .nullable(),
    barcode: z
      .object({ format: z.literal('QR'), message: z.string() })
      .readonly()
      .nullable(),
    voided: z.boolean(),
  })
  .readonly();
export type PassPreviewModel = z.infer<typeof PassPreviewSchema>;

/** The Apple style for a kind (loyalty → store card, coupon → coupon, flyer → event ticket, others generic). */
export const appleStyleFor = (
  card: Pick<CardContent, 'passType' | 'loyaltyCardType'> & {
    readonly couponSettings?: Pick<CardContent['couponSettings'], 'onRedeemPassType'>;
  },
  mode?: PreviewMode,
): AppleStyle => {
  // A coupon that simply ends stays a coupon, used; one that turns into a loyalty card becomes one.
  if (card.passType === 'coupon')
    return couponEndsAt(card, mode) || mode !== 'afterRedeem' ? 'coupon' : 'storeCard';
  if (loyaltyKindOf(card.passType, card.loyaltyCardType)) return 'storeCard';
  return card.passType === 'flyer' ? 'eventTicket' : 'generic';
};

/** Relative luminance (WCAG) of a hex colour. */
export const luminance = (hex: string): number => {
  const rgb = hexToRgb(hex)?.match(/\d+/g)?.map(Number) ?? [0, 0, 0];
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two hex colours (1 to 21). */
export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Text colour that reads on a background: Google chooses it for you, so we do the same. */
export const readableOn = (background: string): string =>
  contrastRatio('#1C1B22', background) > contrastRatio('#FFFFFF', background) ? '#1C1B22' : '#FFFFFF';

/**
 * The colour to draw small text in on a background (WCAG AA asks 4.5:1): the preferred colour
 * when it reads well enough, else black or white, whichever reads better (one of them always
 * reaches 4.58:1).
 */
export const accessibleTextOn = (background: string, preferred: string, minimum = 4.5): string => {
  if (contrastRatio(preferred, background) >= minimum) return preferred;
  return contrastRatio('#000000', background) >= contrastRatio('#FFFFFF', background) ? '#000000' : '#FFFFFF';
};

const stampStripOf = (
  card: CardContent,
  counters: HolderCounters,
  settings: ReturnType<typeof normalizeLoyaltySettings>,
  colors: { background: string; foreground: string },
): StampStrip & { readonly rewardsReady: number } => {
  const face = stampFace(
    counters.stamps,
    settings.maxStamps,
    stampRewardsReady(settings, counters.stamps, counters.rewardsRedeemed ?? 0),
  );
  const six = (c: string) => (c.length === 4 ? `#${[...c.slice(1)].map((d) => d + d).join('')}` : c);
  return {
    filled: face.filled,
    total: face.total,
    rewardsReady: face.rewardsReady,
    icon: card.design.stampIcon,
    background: six(colors.background),
    stamp: six(colors.foreground),
    backgroundImage: card.design.image.bgImage,
  };
};

export interface PreviewOptions {
  readonly wallet: WalletProvider;
  readonly side: CardSide;
  readonly mode?: PreviewMode;
  readonly counters?: HolderCounters;
  /** The holder's name, for passes that show their holder (membership cards). */
  readonly holderName?: string;
  /** The holder's barcode message; the designer shows a sample. */
  readonly barcodeMessage?: string;
  readonly redeemed?: boolean;
}

/**
 * The single render model behind the designer preview and the real passes: which fields go
 * where for a wallet, side and coupon mode, with the card's colours and images.
 */
export const buildPassPreview = (card: CardContent, options: PreviewOptions): PassPreviewModel => {
  const counters = options.counters ?? { stamps: 3, points: 40 };
  const background = parseHexColor(card.design.image.bgColor) ?? DESIGN_DEFAULTS.bgColor;
  const isGoogle = options.wallet === 'GOOGLE';
  const foreground = isGoogle
    ? readableOn(background)
    : (parseHexColor(card.design.font.fontColor) ?? DESIGN_DEFAULTS.fontColor);
  const label = isGoogle
    ? foreground
    : (parseHexColor(card.design.font.labelColor) ?? DESIGN_DEFAULTS.labelColor);
  const style = appleStyleFor(card, options.mode);
  const fieldCard = {
    passType: card.passType,
    loyaltyCardType: card.loyaltyCardType,
    info: card.info,
    loyaltySettings: card.loyaltySettings,
    couponSettings: card.couponSettings,
  };
  const front = fieldsForSide(fieldCard, 'FRONT', options.mode, counters);
  const position = front.filter((f) => f.key === COMPUTED_FIELD_KEYS.position);
  const rest = front.filter((f) => f.key !== COMPUTED_FIELD_KEYS.position);
  const usesPrimary = style !== 'storeCard';
  // Passes without a counter lead with who they are for, whatever fields the owner added.
  const main = style === 'generic' ? mainFieldsFor(card, options.holderName) : null;
  const primary = main ? [main.primary] : usesPrimary ? rest.slice(0, 1) : [];
  const afterPrimary = main
    ? [...rest.filter((f) => f.key !== main.primary.key), ...main.extra]
    : usesPrimary
      ? rest.slice(1)
      : rest;
  const kind = loyaltyKindOf(shownPassType(card, options.mode), card.loyaltyCardType);
  const ended = couponEndsAt(card, options.mode);
  // A used coupon leads with what the owner wrote for that moment, where the offer stood.
  const redemption = card.couponSettings.redemptionMessage.trim();
  const primaryFields =
    ended && redemption ? [{ key: 'redemptionMessage', label: '', value: redemption }] : primary;
  const settings = normalizeLoyaltySettings(card.loyaltySettings);
  const showBarcode =
    options.side === 'FRONT' && card.passType !== 'flyer' && card.passType !== 'business_card';
  return {
    wallet: options.wallet,
    side: options.side,
    style,
    colors: { background, foreground, label },
    logo: card.design.image.logo,
    logoText: card.info.companyName,
    // Customers see the pass description; the card's name is the owner's own label.
    title: card.info.passDescription || card.info.companyName,
    description: card.info.passDescription,
    heroImage: card.design.image.bgImage,
    thumbnail: card.design.image.personalImage,
    headerFields: position.slice(0, 2),
    primaryFields,
    secondaryFields: afterPrimary.slice(0, 4),
    auxiliaryFields: afterPrimary.slice(4, 8),
    // The contact links close the back, where a tap on one calls, writes or opens the site.
    backFields:
      options.side === 'BACK'
        ? [...fieldsForSide(fieldCard, 'BACK', options.mode, counters), ...contactLinkFields(card.info)]
        : [],
    stamps: kind === 'stamp' ? stampStripOf(card, counters, settings, { background, foreground }) : null,
    barcode: showBarcode ? { format: 'QR', message: options.barcodeMessage ?? 'PASSDECK-PREVIEW' } : null,
    voided: card.passType === 'coupon' && (options.redeemed === true || ended),
  };
};
