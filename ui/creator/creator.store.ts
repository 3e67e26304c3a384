import { proxy, snapshot, subscribe } from 'valtio';
import {
  CardInputSchema,
  creatorTypeFor,
  demoCardContent,
  LOYALTY_CARD_TYPES,
  loyaltyKindOf,
  PASS_TYPES,
  previewableContent,
  QR_CODE_DEFAULT_STATE,
  type Card,
  type CardContent,
  type CardInput,
  type CardTemplateTexts,
  type LoyaltyCardType,
  type PassType,
} from '#domain/cards/index.ts';
import type { KeyValueStorage } from '#domain/shared/index.ts';

type Content = CardContent;
/** Zod output types are partly read-only; the editor mutates its own copy. */
type Mutable<T> = T extends readonly (infer U)[]
  ? Mutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;

/** requirements §3 client state groups of the creator. */
interface CreatorState {
  cardInfo: {
    id: string | null;
    name: string;
    passType: PassType;
    loyaltyCardType: LoyaltyCardType | null;
    info: Content['info'];
    isPublished: boolean;
    editDraftId: string | null;
  };
  designState: Content['design'];
  linksState: { socialLinks: Content['info']['socialLinks'] };
  /** requirements §3 qrCodeState; `customText` is the top text, `bottomText` the line under the code. */
  qrCodeState: {
    isVisible: boolean;
    isCustom: boolean;
    customLink: string;
    customText: string;
    bottomText: string;
  };
  editorState: {
    loyaltySettings: Mutable<Content['loyaltySettings']>;
    couponSettings: Content['couponSettings'];
    dataCollection: Content['dataCollection'];
    validation: Content['validation'];
    locationInfo: Content['locationInfo'];
    accrualConfigId: string | null;
    previewMode: 'coupon' | 'afterRedeem';
    dirty: boolean;
  };
}

const STORAGE_KEY = 'passdeck.creator';

/** The creator state for some card content (a new card's defaults, or a stored card). */
const stateFrom = (
  content: CardContent,
  card: { id: string | null; name: string; isPublished: boolean; editDraftId: string | null },
): CreatorState => ({
  cardInfo: {
    ...card,
    passType: content.passType,
    loyaltyCardType: content.loyaltyCardType,
    info: content.info,
  },
  designState: content.design,
  linksState: { socialLinks: content.info.socialLinks },
  qrCodeState: { ...QR_CODE_DEFAULT_STATE, bottomText: '' },
  editorState: {
    loyaltySettings: structuredClone(content.loyaltySettings) as Mutable<Content['loyaltySettings']>,
    couponSettings: content.couponSettings,
    dataCollection: content.dataCollection,
    validation: content.validation,
    locationInfo: content.locationInfo,
    accrualConfigId: content.accrualConfigId,
    previewMode: 'coupon',
    dirty: false,
  },
});

/** What a new card starts from: the business's name and the example texts in the owner's language. */
export interface CreatorTemplate {
  readonly businessName: string;
  readonly texts: CardTemplateTexts;
}

/**
 * The ready-made card's words on the plain defaults: no demo colours, and a coupon that simply
 * ends when used (turning into another card is the owner's choice).
 */
const readyMade = (
  passType: PassType,
  loyaltyCardType: LoyaltyCardType | null,
  template: CreatorTemplate,
) => {
  const {
    design: _demoColours,
    couponSettings,
    ...words
  } = demoCardContent(passType, template.businessName, template.texts, loyaltyCardType);
  return { ...words, couponSettings: { redemptionMessage: couponSettings?.redemptionMessage ?? '' } };
};

/**
 * A new card: with a template, the ready-made card of its kind (the business's name, a counter,
 * example fields, a reward) in the default design, so the preview shows a pass from the start
 * (issue 23); the card's own name is left for the owner to give.
 */
const blank = (
  passType: PassType = 'loyalty',
  loyaltyCardType: LoyaltyCardType | null = 'stamp',
  template?: CreatorTemplate,
): CreatorState =>
  stateFrom(
    CardInputSchema.parse({
      ...(template ? readyMade(passType, loyaltyCardType, template) : { passType, loyaltyCardType }),
      name: '-',
    }),
    { id: null, name: '', isPublished: false, editDraftId: null },
  );

/** The creator's state; persisted so a refresh does not lose unsaved work. */
export const creatorStore = proxy<CreatorState>(blank());

/** requirements §4: choosing a type resets card info, design and QR state. */
export const resetCreator = (
  type?: PassType,
  loyaltyCardType?: LoyaltyCardType | null,
  template?: CreatorTemplate,
) => {
  const next = type
    ? creatorTypeFor(type)
    : { type: 'loyalty' as PassType, loyaltyCardType: 'stamp' as LoyaltyCardType };
  creatorChecks.attempted = false;
  Object.assign(
    creatorStore,
    blank(
      next.type,
      loyaltyCardType ?? next.loyaltyCardType ?? (next.type === 'loyalty' ? 'stamp' : null),
      template,
    ),
  );
};

/** Reads `/creator?type=…&loyaltyCardType=…` into a fresh state, when the query names a known kind. */
export const startCreatorFromQuery = (
  type: string | null,
  loyaltyCardType: string | null,
  template?: CreatorTemplate,
): boolean => {
  if (!type || !PASS_TYPES.includes(type as PassType)) return false;
  const subtype = LOYALTY_CARD_TYPES.includes(loyaltyCardType as LoyaltyCardType)
    ? (loyaltyCardType as LoyaltyCardType)
    : null;
  resetCreator(type as PassType, subtype, template);
  return true;
};

/** Loads a stored card into the creator. */
export const loadCreatorFromCard = (card: Card) => {
  creatorChecks.attempted = false;
  Object.assign(
    creatorStore,
    stateFrom(card, {
      id: card._id,
      name: card.name,
      isPublished: card.isPublished,
      editDraftId: card.editDraftId,
    }),
  );
};

/** The card as the API expects it. */
export const creatorToInput = (state: CreatorState = snapshot(creatorStore) as CreatorState): CardInput => ({
  name: state.cardInfo.name,
  passType: state.cardInfo.passType,
  loyaltyCardType: state.cardInfo.passType === 'loyalty' ? state.cardInfo.loyaltyCardType : null,
  accrualConfigId: state.editorState.accrualConfigId,
  info: { ...state.cardInfo.info, socialLinks: state.linksState.socialLinks },
  design: state.designState,
  loyaltySettings: state.editorState.loyaltySettings,
  couponSettings: state.editorState.couponSettings,
  dataCollection: state.editorState.dataCollection,
  validation: state.editorState.validation,
  locationInfo: state.editorState.locationInfo,
});

/** The content the preview renders (defaults filled, even while the form is incomplete). */
export const creatorPreviewContent = (state: CreatorState): CardContent =>
  previewableContent(creatorToInput(state));

type KindState = {
  readonly cardInfo: { readonly passType: PassType; readonly loyaltyCardType: LoyaltyCardType | null };
  readonly editorState: { readonly couponSettings: { readonly onRedeemPassType?: PassType | null } };
};

/** What the card counts: a coupon counts what it turns into once redeemed (a flyer when nothing). */
export const creatorLoyaltyKind = ({ cardInfo, editorState }: KindState = creatorStore) =>
  loyaltyKindOf(
    cardInfo.passType === 'coupon'
      ? (editorState.couponSettings.onRedeemPassType ?? 'flyer')
      : cardInfo.passType,
    cardInfo.loyaltyCardType,
  );

/**
 * Whether the owner tried to save: required fields show their error from then on, and only while
 * they are still empty, so an error goes away as soon as the field is filled.
 */
export const creatorChecks = proxy({ attempted: false });

export const markDirty = () => {
  creatorStore.editorState.dirty = true;
};

/**
 * The edits of one of the creator's lists, each marking the card changed: a row (one gone
 * meanwhile is left alone), its removal, and a new row, which turns the list's section on.
 */
export const rowEditor = <T>(section: { enabled: boolean }, rows: T[]) => ({
  edit: (index: number, apply: (row: T) => void) => {
    const row = rows[index];
    if (row) apply(row);
    markDirty();
  },
  remove: (index: number) => {
    rows.splice(index, 1);
    markDirty();
  },
  add: (row: T) => {
    rows.push(row);
    section.enabled = true;
    markDirty();
  },
});

/** After a save: remember the id and publication state. */
export const markSaved = (card: Card) => {
  creatorStore.cardInfo.id = card._id;
  creatorStore.cardInfo.isPublished = card.isPublished;
  creatorStore.cardInfo.editDraftId = card.editDraftId;
  creatorStore.editorState.dirty = false;
};

/** Keeps unsaved creator work in storage; returns the unsubscribe function. */
export const persistCreator = (storage: KeyValueStorage) =>
  subscribe(creatorStore, () => {
    const state = snapshot(creatorStore);
    if (state.editorState.dirty) storage.set(STORAGE_KEY, JSON.stringify(state));
    else storage.remove(STORAGE_KEY);
  });

/** Restores unsaved creator work after a refresh; false when there is none (or it no longer parses). */
export const restoreCreator = (storage: KeyValueStorage): boolean => {
  const raw = storage.get(STORAGE_KEY);
  if (!raw) return false;
  try {
    const state = JSON.parse(raw) as CreatorState;
    const parsed = CardInputSchema.safeParse(creatorToInput(state));
    // Work in progress may still miss required text (a name, a new question): that is kept;
    // anything else means the stored state is not a creator state any more.
    if (!parsed.success && parsed.error.issues.some((issue) => issue.message !== 'validation.required'))
      return false;
    Object.assign(creatorStore, state);
    return true;
  } catch {
    storage.remove(STORAGE_KEY);
    return false;
  }
};

/** Forgets unsaved creator work (a new card is being started). */
export const discardStoredCreator = (storage: KeyValueStorage) => storage.remove(STORAGE_KEY);
