import { loyaltyKindOf, type CardContent } from '../cards/index.ts';
import { holderPreviews } from './holder-previews.ts';
import type { PassHolder } from './pass-holder.ts';

/** Who issues Google passes (the Wallet console issuer) and where our public files are served. */
export interface GoogleIssuer {
  readonly issuerId: string;
  readonly issuerName: string;
  readonly publicUrl: string;
}

export type GooglePassKind = 'loyalty' | 'offer' | 'generic';

type Localized = { defaultValue: { language: string; value: string } };
const text = (value: string): Localized => ({ defaultValue: { language: 'en', value } });
const image = (publicUrl: string, url: string | null) =>
  url ? { sourceUri: { uri: url.startsWith('http') ? url : `${publicUrl}${url}` } } : undefined;

/** Google ids allow letters, digits, ".", "_" and "-" after the issuer id. */
const idPart = (value: string) => value.replace(/[^\w.-]/g, '_');

/** SPEC research §1.3: loyalty kinds → Loyalty, coupon → Offer, everything else → Generic. */
export const googleKindFor = (card: Pick<CardContent, 'passType' | 'loyaltyCardType'>): GooglePassKind =>
  card.passType === 'coupon'
    ? 'offer'
    : loyaltyKindOf(card.passType, card.loyaltyCardType)
      ? 'loyalty'
      : 'generic';

/**
 * The Google Wallet class and object of a holder's pass, from the same render model as the
 * designer preview: title, issuer, colours, the counter, text modules and the holder's QR code.
 */
export const buildGooglePass = (
  card: CardContent,
  cardId: string,
  holder: PassHolder,
  issuer: GoogleIssuer,
) => {
  const kind = googleKindFor(card);
  const { front: model, back } = holderPreviews(card, holder, 'GOOGLE');
  const classId = `${issuer.issuerId}.${idPart(cardId)}`;
  const objectId = `${issuer.issuerId}.${idPart(holder.serialNumber)}`;
  const issuerName = card.info.companyName || issuer.issuerName;
  const position = model.headerFields.find((f) => f.key === 'position');
  const modules = [...model.secondaryFields, ...model.auxiliaryFields, ...back.backFields]
    .slice(0, 10)
    .map((f, i) => ({ id: `m${i}`, header: f.label || ' ', body: f.value || ' ' }));
  const barcode = model.barcode ? { type: 'QR_CODE', value: holder.barcodeMessage } : undefined;
  const logo = image(issuer.publicUrl, model.logo);
  const hero = image(issuer.publicUrl, model.heroImage);
  const common = {
    id: objectId,
    classId,
    state:
      card.passType === 'coupon' && holder.redeemedAt && !card.couponSettings.onRedeemPassType
        ? 'INACTIVE'
        : 'ACTIVE',
    ...(barcode ? { barcode } : {}),
    textModulesData: modules,
    hexBackgroundColor: model.colors.background,
  };
  if (kind === 'loyalty') {
    return {
      kind,
      passClass: {
        id: classId,
        issuerName,
        programName: card.name,
        hexBackgroundColor: model.colors.background,
        reviewStatus: 'UNDER_REVIEW',
        ...(logo ? { programLogo: logo } : {}),
        ...(hero ? { heroImage: hero } : {}),
      },
      passObject: {
        ...common,
        accountId: holder.serialNumber,
        ...(position
          ? { loyaltyPoints: { label: position.label || 'Balance', balance: { string: position.value } } }
          : {}),
      },
    };
  }
  if (kind === 'offer') {
    return {
      kind,
      passClass: {
        id: classId,
        issuerName,
        provider: issuerName,
        title: card.name,
        redemptionChannel: 'INSTORE',
        reviewStatus: 'UNDER_REVIEW',
        hexBackgroundColor: model.colors.background,
        ...(logo ? { titleImage: logo } : {}),
      },
      passObject: {
        ...common,
        validTimeInterval: {
          end: {
            date: new Date(
              holder.createdAt.getTime() + card.couponSettings.expirationDays * 86_400_000,
            ).toISOString(),
          },
        },
      },
    };
  }
  return {
    kind,
    passClass: { id: classId },
    passObject: {
      ...common,
      cardTitle: text(issuerName),
      header: text(card.name),
      ...(logo ? { logo } : {}),
      ...(hero ? { heroImage: hero } : {}),
    },
  };
};

/** The `payload` of a "Save to Google Wallet" JWT for one pass. */
export const googleSavePayload = (pass: ReturnType<typeof buildGooglePass>) => ({
  [`${pass.kind}Classes`]: [pass.passClass],
  [`${pass.kind}Objects`]: [pass.passObject],
});
