import { z } from 'zod';
import {
  COMPUTED_FIELD_KEYS,
  hexToRgb,
  loyaltyKindOf,
  normalizeLoyaltySettings,
  passLanguageOf,
  passWords,
  stampFace,
  stampRewardsReady,
  type CardContent,
  type RenderedField,
} from '../cards/index.ts';
import type { AppleStyle } from '../designer/index.ts';
import { holderPreviewMode, holderPreviews } from './holder-previews.ts';
import type { PassHolder } from './pass-holder.ts';
import { formatShortCode } from '../shared/short-code.ts';
import { escapeHtml } from '../shared/text.ts';

const FieldSchema = z.object({
  key: z.string().min(1),
  label: z.string().optional(),
  value: z.union([z.string(), z.number()]),
  changeMessage: z.string().includes('%@').optional(),
  attributedValue: z.string().optional(),
});

const rgb = z.string().regex(/^rgb\(\d{1,3}, \d{1,3}, \d{1,3}\)$/);
const styleBody = z.object({
  headerFields: z.array(FieldSchema).max(3),
  primaryFields: z.array(FieldSchema).max(1),
  secondaryFields: z.array(FieldSchema).max(4),
  auxiliaryFields: z.array(FieldSchema).max(4),
  backFields: z.array(FieldSchema),
});

/** The subset of Apple's pass.json that Passdeck emits, with Apple's rules (wallet §1.2–§1.6). */
export const ApplePassJsonSchema = z
  .object({
    formatVersion: z.literal(1),
    passTypeIdentifier: z.string().startsWith('pass.'),
    serialNumber: z.string().min(1),
    teamIdentifier: z.string().min(1),
    organizationName: z.string().min(1),
    description: z.string().min(1),
    logoText: z.string().optional(),
    backgroundColor: rgb,
    foregroundColor: rgb,
    labelColor: rgb,
    webServiceURL: z.url().optional(),
    authenticationToken: z.string().min(16).optional(),
    barcodes: z
      .array(
        z.object({
          format: z.literal('PKBarcodeFormatQR'),
          message: z.string().min(1),
          messageEncoding: z.literal('iso-8859-1'),
          altText: z.string().optional(),
        }),
      )
      .optional(),
    locations: z
      .array(z.object({ latitude: z.number(), longitude: z.number(), relevantText: z.string().optional() }))
      .max(10)
      .optional(),
    expirationDate: z.string().optional(),
    voided: z.boolean().optional(),
    storeCard: styleBody.optional(),
    coupon: styleBody.optional(),
    eventTicket: styleBody.optional(),
    generic: styleBody.optional(),
  })
  .refine(
    (pass) => ['storeCard', 'coupon', 'eventTicket', 'generic'].filter((style) => style in pass).length === 1,
    { error: 'exactly one style key' },
  )
  .refine((pass) => Boolean(pass.webServiceURL) === Boolean(pass.authenticationToken), {
    error: 'webServiceURL and authenticationToken go together',
  });
export type ApplePassJson = z.infer<typeof ApplePassJsonSchema>;

/** Who issues the pass: the identifiers of the Pass Type ID certificate and the update service. */
export interface AppleIssuer {
  readonly passTypeIdentifier: string;
  readonly teamIdentifier: string;
  readonly organizationName: string;
  readonly webServiceURL?: string;
}

/**
 * pass.json for a holder, from the same render model as the designer preview: fields with
 * unique keys, a change message on the stamp/points counter (so a stamp shows a lock-screen
 * notice), up to 10 locations, the holder's QR code, coupon expiry and voiding, rgb() colours.
 */
export const buildApplePassJson = (
  card: CardContent,
  holder: PassHolder,
  issuer: AppleIssuer,
): ApplePassJson => {
  const { front, back } = holderPreviews(card, holder, 'APPLE');
  const language = passLanguageOf(card.info);
  const words = passWords(language);
  // An unlabelled counter is named in the card's language when it changes on the lock screen.
  const counterLabel = front.stamps ? words.stampsLabel : words.pointsLabel;
  const used = new Set<string>();
  const field = (f: RenderedField, withChange = false) => {
    let key = f.key;
    for (let n = 2; used.has(key); n++) key = `${f.key}_${n}`;
    used.add(key);
    return {
      key,
      label: f.label,
      value: f.value,
      // Only an <a> tag is honoured, on the back of the pass (wallet §1.5): a tap opens the link.
      ...(f.href ? { attributedValue: `<a href="${escapeHtml(f.href)}">${escapeHtml(f.value)}</a>` } : {}),
      ...(withChange && f.key === COMPUTED_FIELD_KEYS.position
        ? { changeMessage: `${f.label || counterLabel}: %@` }
        : {}),
    };
  };
  const style: AppleStyle = front.style;
  const body = {
    headerFields: front.headerFields.slice(0, 3).map((f) => field(f, true)),
    primaryFields: front.primaryFields.slice(0, 1).map((f) => field(f, true)),
    // Apple allows four secondary and auxiliary fields together on these styles.
    secondaryFields: front.secondaryFields.slice(0, 4).map((f) => field(f)),
    auxiliaryFields: front.auxiliaryFields
      .slice(0, Math.max(0, 4 - front.secondaryFields.length))
      .map((f) => field(f)),
    backFields: back.backFields.map((f) => field(f)),
  };
  // The last message to the card's holders: a changed field with "%@" makes iOS show its new
  // text on the lock screen when the pass updates.
  if (holder.message)
    body.backFields.unshift({
      ...field({ key: 'message', label: card.info.companyName || 'Message', value: holder.message }),
      changeMessage: '%@',
    });
  const settings = normalizeLoyaltySettings(card.loyaltySettings);
  const kind = loyaltyKindOf(card.passType, card.loyaltyCardType);
  if (kind === 'stamp' && body.headerFields.length === 0)
    body.headerFields.push(
      field(
        {
          key: COMPUTED_FIELD_KEYS.position,
          label: words.stampsLabel,
          value: stampFace(
            holder.stamps,
            settings.maxStamps,
            stampRewardsReady(settings, holder.stamps, holder.rewardsRedeemed),
            language,
          ).text,
        },
        true,
      ),
    );
  const expires =
    card.passType === 'coupon' && holderPreviewMode(card, holder) === 'coupon'
      ? new Date(holder.createdAt.getTime() + card.couponSettings.expirationDays * 86_400_000)
      : null;
  const locations = card.locationInfo.enabled
    ? card.locationInfo.locations.slice(0, 10).map((l) => ({
        latitude: l.latitude,
        longitude: l.longitude,
        relevantText: (l.relevantText || l.message).replaceAll('{place}', l.name),
      }))
    : [];
  return ApplePassJsonSchema.parse({
    formatVersion: 1,
    passTypeIdentifier: issuer.passTypeIdentifier,
    serialNumber: holder.serialNumber,
    teamIdentifier: issuer.teamIdentifier,
    organizationName: card.info.companyName || issuer.organizationName,
    // Apple reads the description aloud (VoiceOver); the card's name is the owner's own label.
    description: card.info.passDescription || card.info.companyName || issuer.organizationName,
    ...(card.info.companyName ? { logoText: card.info.companyName } : {}),
    backgroundColor: hexToRgb(front.colors.background),
    foregroundColor: hexToRgb(front.colors.foreground),
    labelColor: hexToRgb(front.colors.label),
    ...(issuer.webServiceURL
      ? { webServiceURL: issuer.webServiceURL, authenticationToken: holder.authenticationToken }
      : {}),
    ...(front.barcode
      ? {
          barcodes: [
            {
              format: 'PKBarcodeFormatQR',
              message: holder.barcodeMessage,
              messageEncoding: 'iso-8859-1',
              // Shown under the code: what staff type when the camera cannot read it.
              ...(holder.shortCode ? { altText: formatShortCode(holder.shortCode) } : {}),
            },
          ],
        }
      : {}),
    ...(locations.length ? { locations } : {}),
    ...(expires ? { expirationDate: expires.toISOString() } : {}),
    ...(card.passType === 'coupon' && holder.redeemedAt && !card.couponSettings.onRedeemPassType
      ? { voided: true }
      : {}),
    [style]: body,
  });
};
