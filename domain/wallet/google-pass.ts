import {
  COMPUTED_FIELD_KEYS,
  loyaltyKindOf,
  passLanguageOf,
  passWords,
  type CardContent,
} from '../cards/index.ts';
import type { SiteLanguage } from '../shared/site-language.ts';
import { mainFieldsFor, stampStripFile } from '../designer/index.ts';
import type {
  GoogleGenericClass,
  GoogleGenericObject,
  GoogleImage,
  GoogleLocalizedString,
  GoogleLoyaltyClass,
  GoogleLoyaltyObject,
  GoogleObjectBase,
  GoogleOfferClass,
  GoogleOfferObject,
} from './google-pass-schema.ts';
import { holderPreviews } from './holder-previews.ts';
import { googleProgramLogo } from './initial-logo.ts';
import type { PassHolder } from './pass-holder.ts';
import { formatShortCode } from '../shared/short-code.ts';

/** Who issues Google passes (the Wallet console issuer) and where our public files are served. */
export interface GoogleIssuer {
  readonly issuerId: string;
  readonly issuerName: string;
  readonly publicUrl: string;
}

export type GooglePassKind = 'loyalty' | 'offer' | 'generic';

/** A holder's pass as Google Wallet takes it: the class and the object of one pass type. */
export type GooglePass =
  | {
      readonly kind: 'loyalty';
      readonly passClass: GoogleLoyaltyClass;
      readonly passObject: GoogleLoyaltyObject;
    }
  | { readonly kind: 'offer'; readonly passClass: GoogleOfferClass; readonly passObject: GoogleOfferObject }
  | {
      readonly kind: 'generic';
      readonly passClass: GoogleGenericClass;
      readonly passObject: GoogleGenericObject;
    };

/** The `payload` of a "Save to Google Wallet" JWT (walletobjects `Resources`) for one pass. */
export type GoogleSavePayload =
  | { loyaltyClasses: [GoogleLoyaltyClass]; loyaltyObjects: [GoogleLoyaltyObject] }
  | { offerClasses: [GoogleOfferClass]; offerObjects: [GoogleOfferObject] }
  | { genericClasses: [GoogleGenericClass]; genericObjects: [GoogleGenericObject] };

const text = (value: string, language: SiteLanguage): GoogleLocalizedString => ({
  defaultValue: { language, value },
});
const image = (publicUrl: string, url: string): GoogleImage => ({
  sourceUri: { uri: url.startsWith('http') ? url : `${publicUrl}${url}` },
});

/** Google ids allow letters, digits, ".", "_" and "-" after the issuer id. */
const idPart = (value: string) => value.replace(/[^\w.-]/g, '_');

/** wallet §1.3: loyalty kinds → Loyalty, coupon → Offer, everything else → Generic. */
export const googleKindFor = (card: Pick<CardContent, 'passType' | 'loyaltyCardType'>): GooglePassKind =>
  card.passType === 'coupon'
    ? 'offer'
    : loyaltyKindOf(card.passType, card.loyaltyCardType)
      ? 'loyalty'
      : 'generic';

/**
 * The Google Wallet class and object of a holder's pass, from the same render model as the
 * designer preview: title, issuer, colours, the counter, text modules and the holder's QR code.
 * Only fields Google's type has are sent (it answers an unknown field with 400): the background
 * colour goes on the class, except for generic passes whose class has none. Google requires a
 * logo on loyalty classes, so a card without one gets its issuer's initial on its colour.
 */
export const buildGooglePass = (
  card: CardContent,
  cardId: string,
  holder: PassHolder,
  issuer: GoogleIssuer,
): GooglePass => {
  const kind = googleKindFor(card);
  const { front: model, back } = holderPreviews(card, holder, 'GOOGLE');
  const classId = `${issuer.issuerId}.${idPart(cardId)}`;
  // Without it Google sends no save or delete events, so installs on Google would go unseen;
  // Google only calls https endpoints, so a local address gets none.
  const callbacks = issuer.publicUrl.startsWith('https://')
    ? { callbackOptions: { url: `${issuer.publicUrl}/api/wallet/google/callback` } }
    : {};
  const issuerName = card.info.companyName || issuer.issuerName;
  const background = model.colors.background;
  const position = model.headerFields.find((f) => f.key === COMPUTED_FIELD_KEYS.position);
  const language = passLanguageOf(card.info);
  const words = passWords(language);
  const logo = image(issuer.publicUrl, googleProgramLogo(model, issuer.issuerName));
  // The front's main field (a coupon's offer, a flyer's headline) has no place of its own on an
  // offer or generic pass, so it leads the text modules — except where it is the generic header.
  const main = kind === 'generic' ? mainFieldsFor(card, holder.name) : null;
  const shownAsText = main ? [] : model.primaryFields;
  // Contact links go in Google's links module, where a tap calls, writes or opens them.
  const links = back.backFields.filter((f) => f.href);
  const backText = back.backFields.filter((f) => !f.href);
  const hero = model.heroImage ? image(issuer.publicUrl, model.heroImage) : undefined;
  // A stamp card's hero is its strip with the holder's stamps, drawn as on the Apple pass.
  const stampHero = model.stamps
    ? image(issuer.publicUrl, `/api/pass/strips/${stampStripFile(cardId, model.stamps)}`)
    : undefined;
  // The card's name is the owner's label: customers read the business and the pass description.
  const title = model.title || issuerName;
  const genericClass = { id: classId, ...callbacks };
  // Loyalty and offer classes also name their issuer and go through Google's review; generic
  // classes have neither field.
  const reviewedClass = { ...genericClass, issuerName, reviewStatus: 'UNDER_REVIEW' as const };
  const common: GoogleObjectBase = {
    id: `${issuer.issuerId}.${idPart(holder.serialNumber)}`,
    classId,
    state:
      card.passType === 'coupon' && holder.redeemedAt && !card.couponSettings.onRedeemPassType
        ? 'INACTIVE'
        : 'ACTIVE',
    ...(model.barcode
      ? {
          barcode: {
            type: 'QR_CODE',
            value: holder.barcodeMessage,
            ...(holder.shortCode ? { alternateText: formatShortCode(holder.shortCode) } : {}),
          },
        }
      : {}),
    textModulesData: [...shownAsText, ...model.secondaryFields, ...model.auxiliaryFields, ...backText]
      .slice(0, 10)
      .map((f, i) => ({ id: `m${i}`, header: f.label || ' ', body: f.value || ' ' })),
    ...(links.length > 0
      ? {
          linksModuleData: {
            uris: links.map((f, i) => ({ id: `l${i}`, uri: f.href!, description: f.label })),
          },
        }
      : {}),
  };
  if (kind === 'loyalty') {
    return {
      kind,
      passClass: {
        ...reviewedClass,
        programName: title,
        hexBackgroundColor: background,
        programLogo: logo,
        ...(hero ? { heroImage: hero } : {}),
      },
      passObject: {
        ...common,
        accountId: holder.serialNumber,
        ...(stampHero ? { heroImage: stampHero } : {}),
        ...(position
          ? {
              loyaltyPoints: {
                label: position.label || (model.stamps ? words.stampsLabel : words.pointsLabel),
                balance: { string: position.value },
              },
            }
          : {}),
      },
    };
  }
  if (kind === 'offer') {
    const end = holder.createdAt.getTime() + card.couponSettings.expirationDays * 86_400_000;
    return {
      kind,
      passClass: {
        ...reviewedClass,
        provider: issuerName,
        title,
        redemptionChannel: 'INSTORE',
        hexBackgroundColor: background,
        titleImage: logo,
      },
      passObject: { ...common, validTimeInterval: { end: { date: new Date(end).toISOString() } } },
    };
  }
  return {
    kind,
    passClass: genericClass,
    passObject: {
      ...common,
      cardTitle: text(issuerName, language),
      // Membership and business cards lead with who the pass is for, as on the Apple pass.
      header: text(main?.primary.value || title, language),
      hexBackgroundColor: background,
      logo,
      ...(hero ? { heroImage: hero } : {}),
    },
  };
};

/** The `payload` of a "Save to Google Wallet" JWT for one pass. */
export const googleSavePayload = (pass: GooglePass): GoogleSavePayload => {
  switch (pass.kind) {
    case 'loyalty':
      return { loyaltyClasses: [pass.passClass], loyaltyObjects: [pass.passObject] };
    case 'offer':
      return { offerClasses: [pass.passClass], offerObjects: [pass.passObject] };
    case 'generic':
      return { genericClasses: [pass.passClass], genericObjects: [pass.passObject] };
  }
};
